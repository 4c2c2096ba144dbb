"""Every file in and out: the JSON and text formats (formats.py), square names written
(text_writer.py) and read (text_reader.py) a chunk at a time, the packed format (packed.py),
a whole tour file checked, whatever the door (check_file.py), and bulk names (names.py)."""
