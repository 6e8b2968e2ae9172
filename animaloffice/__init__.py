"""AnimalOffice core: ordinance rules, records, services and documents.

Nothing under this package imports Qt; the launcher ``__main__`` opens the
window by importing ``ui`` only when it has to.
"""
__version__ = "0.1.0"
