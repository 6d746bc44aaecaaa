"""Sì Sè Pái (Four Color Cards), the 117-card flower variant."""
