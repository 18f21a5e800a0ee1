"""The Star Wars TCG check topics: each module is one scenario model and the function that answers it.

Every module here is found by walking the package; nothing needs listing."""
