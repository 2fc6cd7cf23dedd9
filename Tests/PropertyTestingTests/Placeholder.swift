// Placeholder until this target's first real test lands.
