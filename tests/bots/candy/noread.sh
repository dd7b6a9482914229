#!/usr/bin/env bash
# Maki that never reads its input and never answers; it also leaves a
# background child (named candy-noread-child) that the judge must kill and reap.
bash -c 'sleep 300; :' candy-noread-child &
sleep 300
