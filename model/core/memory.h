#pragma once

namespace verdict {

// Keeps big blocks in the process once freed, so the next evaluation of a big matrix reuses them instead of asking
// the kernel for fresh pages. Each evaluation of 10,000 × 200 allocates and frees several 16 MB matrices (the
// snapshot's values, the scenario's, the problem's, the sensitivity's normalised copy); glibc hands blocks that size
// back to the kernel on free (mmap) or trims them from the heap, and the next evaluation pays a page fault per 4 KiB
// page again: two thirds of its processor time on a virtual machine (docs/performance.md). Call once, first thing
// in main(); a no-op where the C library is not glibc.
void keepLargeBlocks();

} // namespace verdict
