"""Subcommands of run.py: each module has add_arguments(parser) and run(args, config) -> int."""
