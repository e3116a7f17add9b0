#!/usr/bin/env python3
"""Validates .verdict files against resources/verdict.schema.json (draft 2020-12).

Usage: check_schema.py SCHEMA FILE...; exits 77 (CTest's skip code) when python3-jsonschema is missing."""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is not installed; skipping")
    sys.exit(77)

schema = json.load(open(sys.argv[1], encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
failed = False
for path in sys.argv[2:]:
    errors = list(validator.iter_errors(json.load(open(path, encoding="utf-8"))))
    for e in errors[:20]:
        print(f"{path}: /{'/'.join(str(p) for p in e.absolute_path)}: {e.message[:200]}")
    failed = failed or bool(errors)
    print(f"{path}: {'FAIL' if errors else 'ok'}")
sys.exit(1 if failed else 0)
