"""Development helpers shared by the tests and the benchmarks (not shipped: they need the dev
dependencies, such as hypothesis)."""
