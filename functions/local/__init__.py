"""Running the service on one machine: the local adapters of the AWS entry points."""
