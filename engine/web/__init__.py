"""The web layer: search, a guarded fetcher, text extraction, summaries and the web cache."""
