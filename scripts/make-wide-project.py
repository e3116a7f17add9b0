#!/usr/bin/env python3
"""Writes a 30 x 8 decision as CSV, for looking at the window and the charts beyond the sample: 30 alternatives
(one named with 10,000 characters, one with "&"), 8 criteria (every third a cost), deterministic values.
`verdict convert OUT.csv OUT.verdict` makes a project of it (scripts/make-docs draws the user guide's 30 x 8
pictures from it).
Usage: make-wide-project.py OUT.csv [ALTERNATIVES [CRITERIA]]
"""
import random
import sys

out = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 30
m = int(sys.argv[3]) if len(sys.argv) > 3 else 8
rng = random.Random(35)
names = ['Cost ($/month)', 'Latency (ms)', 'Throughput (req/s)', 'Migration effort (weeks)', 'Ecosystem (1-5)',
         'Risk (1-5)', 'Support (1-5)', 'Uptime (%)', 'Scalability (1-5)', 'Security (1-5)']
criteria = [names[c % len(names)] if c < len(names) else 'Criterion %d' % (c + 1) for c in range(m)]
cost = [any(w in name.lower() for w in ('cost', 'latency', 'effort', 'risk')) for name in criteria]
alternatives = []
for a in range(n):
    if a == 7:
        alternatives.append('Platform with a very long name ' + 'x' * (10000 - 40) + ' (end)')
    elif a == 3:
        alternatives.append('Build & run in-house')
    else:
        alternatives.append('Platform %02d' % (a + 1))
with open(out, 'w', encoding='utf-8') as f:
    f.write('Alternative,' + ','.join('"%s"' % c for c in criteria) + '\n')
    f.write('direction,' + ','.join('min' if c else 'max' for c in cost) + '\n')
    f.write('weight,' + ','.join(str(w) for w in ([20, 15, 15, 10, 10, 10, 10, 10] + [5] * m)[:m]) + '\n')
    for name in alternatives:
        row = []
        for c, crit in enumerate(criteria):
            if '(1-5)' in crit:
                row.append(str(rng.randint(1, 5)))
            elif 'Uptime' in crit:
                row.append('%.2f' % rng.uniform(99.0, 99.99))
            else:
                row.append(str(rng.randint(10, 500) * (100 if 'Cost' in crit else 1)))
        f.write('"%s",' % name + ','.join(row) + '\n')
