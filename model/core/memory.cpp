#include "memory.h"

#include <cstdlib> // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace verdict {

void keepLargeBlocks()
{
#if defined(__GLIBC__)
    // Blocks up to 32 MiB (glibc's largest allowed threshold on 64-bit; a 10,000 × 200 matrix is 16 MB) come from
    // the heap instead of their own mapping. Setting it also stops glibc's own threshold from moving.
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    // Free memory at the heap's top is given back only beyond 512 MiB, so repeated evaluations reuse their pages.
    mallopt(M_TRIM_THRESHOLD, 512 * 1024 * 1024);
#endif
}

} // namespace verdict
