"""Papers: a record's facts gathered from the database (``queries``) and drawn by ``documents``.

Below the services (a service that sends a notice prints it through here) and above the queries
and the documents, which never meet otherwise: a document is drawn from plain data alone."""
