"""The Qt layer (PySide6). Calls animaloffice services and queries; never the other way round."""
