#!/usr/bin/env python3
"""check-calls.py -- no two source files call each other in a circle.

    scripts/check-calls.py [--edges] [SRC_DIR]      (default: src)

Compiles every .c file under SRC_DIR on its own (gcc -c), reads which global
symbols each object defines and which it uses (nm), and draws an edge from
a file to each file whose symbols it uses.  Prints every cycle as one line
("check-calls: cycle a.c -> b.c -> a.c (symbols ...)") and exits 1 when
there is one; exit 0 with a count otherwise; 2 on usage or a build error.
--edges also prints every edge.  ARCHITECTURE.md: "a module owns its data
... no call circles between files".

It also fails on a shared symbol (not static) that no other file uses: no
other object of SRC_DIR, and no name in the code (comments and strings
aside) of the repository's tests/ or scripts/lab/*.c (the unit tests and
lab programs reach some functions on purpose).  Such a name
should be static, with its file's prefix, so the one-file build cannot
clash on it.
"""
import glob, os, re, subprocess, sys, tempfile

def objects_of(src, tmp):
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(src) for f in fs if f.endswith('.c'))
    defs, uses = {}, {}
    for f in files:
        o = os.path.join(tmp, f.replace('/', '_') + '.o')
        r = subprocess.run(['gcc', '-std=c11', '-D_GNU_SOURCE', '-O0', '-I' + src, '-c', f, '-o', o],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print('check-calls: %s does not compile: %s' % (f, (r.stderr.strip().splitlines() or ['?'])[0]),
                  file=sys.stderr)
            sys.exit(2)
        for line in subprocess.run(['nm', o], capture_output=True, text=True).stdout.splitlines():
            p = line.split()
            if len(p) == 3 and p[1] in 'TDBR':
                defs.setdefault(p[2], f)
            elif len(p) == 2 and p[0] == 'U':
                uses.setdefault(f, set()).add(p[1])
    return files, defs, uses

def lonely_symbols(src, defs, uses):
    """Shared symbols of src that only their own file uses."""
    used = {x for f, xs in uses.items() for x in xs if defs.get(x) not in (None, f)}
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    words = set()
    for p in (glob.glob(os.path.join(root, 'tests', '**', '*.c'), recursive=True)
              + glob.glob(os.path.join(root, 'scripts', 'lab', '*.c'))):
        with open(p, errors='replace') as fh:
            code = re.sub(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', ' ', fh.read(), flags=re.S)
        words.update(re.findall(r'\w+', code))
    return sorted((f, x) for x, f in defs.items() if x != 'main' and x not in used and x not in words)

def main(argv):
    show = '--edges' in argv
    args = [a for a in argv if a != '--edges']
    if any(a.startswith('-') for a in args) or len(args) > 1:
        print('usage: scripts/check-calls.py [--edges] [SRC_DIR]', file=sys.stderr)
        return 2
    src = args[0] if args else 'src'
    with tempfile.TemporaryDirectory() as tmp:
        files, defs, uses = objects_of(src, tmp)
    edges = {}
    for f in files:
        for s in uses.get(f, ()):
            g = defs.get(s)
            if g and g != f and s != 'main':
                edges.setdefault(f, {}).setdefault(g, set()).add(s)
    if show:
        for f in files:
            for g, syms in sorted(edges.get(f, {}).items()):
                print('%s -> %s  %s' % (f, g, ' '.join(sorted(syms))))
    state, cycles = {}, []
    def dfs(u, stack):
        state[u] = 1
        stack.append(u)
        for v in sorted(edges.get(u, {})):
            if state.get(v) == 1:
                cycles.append(stack[stack.index(v):] + [v])
            elif not state.get(v):
                dfs(v, stack)
        stack.pop()
        state[u] = 2
    for f in files:
        if not state.get(f):
            dfs(f, [])
    for c in cycles:
        syms = sorted(edges[c[0]][c[1]])[:3]
        print('check-calls: cycle %s (e.g. %s)' % (' -> '.join(c), ' '.join(syms)))
    lonely = lonely_symbols(src, defs, uses)
    for f, x in lonely:
        print('check-calls: %s is shared but only %s uses it: make it static' % (x, f))
    if cycles or lonely:
        return 1
    print('check-calls: %d files, %d edges, no cycle' % (len(files), sum(len(v) for v in edges.values())))
    return 0

if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
