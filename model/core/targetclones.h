#pragma once

// VERDICT_CLONES marks a hot kernel to be compiled twice, for AVX2 and for baseline x86-64, with the choice made
// at run time (GCC/Clang function multi-versioning), so the package runs on any x86-64 and uses AVX2 where the
// processor has it. Elsewhere it expands to nothing. Helpers a clone calls must be inlined into it, or they are
// compiled for baseline only.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define VERDICT_CLONES __attribute__((target_clones("avx2", "default")))
#else
// Clang (the fuzzing build) rejects the kernels' 256-bit vector helpers in the baseline clone before inlining
// them ("AVX vector argument ... changes the ABI"), so it compiles them once, for baseline x86-64.
#define VERDICT_CLONES
#endif
