"""What the bash tool's sandbox adds around a command: resource limits and the check of what it prints."""
