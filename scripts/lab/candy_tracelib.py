"""candy_tracelib.py -- the reader of candy-ai-sim traces (`--verbose
--verbose`: one line per turn, then the game's "seed ..." line), shared by
candy-capture-diag.py and candy-spotted-diag.py:
`from candy_tracelib import games`.

Each turn is a dict of its numeric fields (as floats; ks_trace in
src/analysis/candy_ai_sim.c names them) plus 't' (the turn) and 'act'
(Maki's action letter); each game a dict with 'seed', 'score', 'caught'
and 'turns'."""

FIELDS = ('tsees', 'steps', 'vis', 'n2', 'tdist', 'deg', 'room', 'late', 'bel@tag', 'dist',
          'b0', 'b1', 'b2', 'pchase', 'w2')


def games(paths):
    """the games of the trace files, in order"""
    for p in paths:
        cur = []
        for line in open(p):
            if line.startswith('t') and ' tsees ' in line:
                f = line.split()
                d = {'t': int(f[0][1:])}
                for i in range(1, len(f) - 1):
                    if f[i] in FIELDS:
                        d[f[i]] = float(f[i + 1])
                d['act'] = f[f.index('act') + 1]
                cur.append(d)
            elif line.startswith('seed '):
                f = line.split()
                yield {'seed': int(f[1]), 'score': int(f[5]), 'caught': int(f[7]), 'turns': cur}
                cur = []
