// Frames rendering benchmark: see README ("Benchmarks"). Filled in by the Frames work.
print("frames benchmark: not yet written")
