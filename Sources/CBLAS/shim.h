// OpenBLAS's CBLAS and the reference LAPACKE C interface (Debian: libopenblas-dev, liblapacke-dev).
#include <cblas.h>
#include <lapacke.h>
