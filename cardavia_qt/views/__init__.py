"""The app's screens: the lobby, the rules pages, and (later) the main window and results."""
