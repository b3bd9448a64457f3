"""The 72-tile 国标 table (``gb_table``), built from the table v2 parts."""
