#!/usr/bin/env python3
"""No two folders include each other (issue 33): the layers point one way.

Reads every #include "..." line of model/, views/ and app/, resolves it the way the build does (beside the
file first, then from model/, views/ and app/), and fails naming both sides of every pair of folders that
include each other, and every include of views/ or app/ from model/, or of app/ from views/.
Usage: check-include-layers.py SOURCE_DIR
"""
import collections
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', '..')
tops = ['model', 'views', 'app']
rank = {'model': 0, 'views': 1, 'app': 2}
include = re.compile(r'\s*#\s*include\s+"([^"]+)"')
edges = collections.defaultdict(lambda: collections.defaultdict(set))
problems = []
for top in tops:
    for folder, _, files in os.walk(os.path.join(root, top)):
        for name in files:
            if not name.endswith(('.h', '.cpp')):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding='utf-8') as f:
                for number, line in enumerate(f, 1):
                    m = include.match(line)
                    if not m:
                        continue
                    for base in [folder] + [os.path.join(root, t) for t in tops]:
                        target = os.path.normpath(os.path.join(base, m.group(1)))
                        if os.path.exists(target):
                            break
                    else:
                        continue  # generated (moc, ui) or a system header in quotes
                    here = os.path.relpath(folder, root)
                    there = os.path.relpath(os.path.dirname(target), root)
                    where = '%s:%d' % (os.path.relpath(path, root), number)
                    if rank[there.split(os.sep)[0]] > rank[here.split(os.sep)[0]]:
                        problems.append('%s includes %s: %s may not include %s' % (where, m.group(1), here, there))
                    if here != there:
                        edges[here][there].add(where)
for a in sorted(edges):
    for b in sorted(edges[a]):
        if a < b and a in edges.get(b, {}):
            problems.append('%s and %s include each other: %s; %s' % (
                a, b, ', '.join(sorted(edges[a][b])), ', '.join(sorted(edges[b][a]))))
for p in problems:
    print(p)
print('%d folders, %d one-way edges, %d problems' % (len(edges), sum(len(v) for v in edges.values()), len(problems)))
sys.exit(1 if problems else 0)
