"""Klang's engine: config, model backends, agent loop, tools, stores.

Nothing in this package imports Flask or the webapp.
"""
