#!/usr/bin/env python3
"""No display formatting outside the formatter (issue 33): every number a person reads is written by
model/display/format.h, so one quantity cannot be shown two ways.

Fails naming every line of model/, views/ or app/ that turns a double into text by hand: QString::number or
QLocale::toString with a 'f', 'g' or 'e' format, any QLocale::toString, QString::arg with one, std::setprecision / std::fixed, or a
printf-style "%.Nf". Allowed: model/display (the formatter itself), model/csv and model/format (the round-trip
writer of files, formatNumber), and model/core, which sits below the formatter and writes its two descriptions
(a value function's points, a scenario's override) at a fixed number of significant digits.
Usage: check-number-formatting.py SOURCE_DIR
"""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', '..')
allowed = [os.path.join('model', d) for d in ('display', 'csv', 'format', 'core')]
patterns = [
    (re.compile(r"""(QString::number|toString)\([^;]*,\s*'[fge]'"""), "a float format outside the formatter"),
    (re.compile(r"""\.arg\([^;]*,\s*-?\d+\s*,\s*'[fge]'"""), "QString::arg with a float format"),
    (re.compile(r"""std::setprecision|std::fixed\b"""), "stream precision"),
    (re.compile(r"""QLocale[^;]*\.toString\("""), "a locale's own number text (the window shows numbers one way)"),
    (re.compile(r'''"[^"]*%\.\d+[fg][^"]*"'''), "a printf float format"),
]
problems = []
for top in ('model', 'views', 'app'):
    for folder, _, files in os.walk(os.path.join(root, top)):
        here = os.path.relpath(folder, root)
        if any(here == a or here.startswith(a + os.sep) for a in allowed):
            continue
        for name in sorted(files):
            if not name.endswith(('.h', '.cpp')):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding='utf-8') as f:
                for number, line in enumerate(f, 1):
                    code = line.split('//')[0]
                    for pattern, what in patterns:
                        if pattern.search(code):
                            problems.append('%s:%d: %s; use model/display/format.h: %s' % (
                                os.path.relpath(path, root), number, what, line.strip()))
for p in problems:
    print(p)
print('%d lines format numbers outside the formatter' % len(problems))
sys.exit(1 if problems else 0)
