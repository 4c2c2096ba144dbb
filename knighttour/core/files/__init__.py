"""Every file in and out: the JSON and text formats, streamed square names and the packed format."""
