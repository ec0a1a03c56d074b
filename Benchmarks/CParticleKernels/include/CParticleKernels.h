#ifndef SPINDRIFT_C_PARTICLE_KERNELS_H
#define SPINDRIFT_C_PARTICLE_KERNELS_H

#include <stddef.h>

/// STREAM copy: destination[i] = source[i].
void spindrift_stream_copy(double *destination, const double *source, size_t count);

/// STREAM triad: destination[i] = b[i] + scalar·c[i].
void spindrift_stream_triad(double *destination, const double *b, const double *c, double scalar, size_t count);

/// The update's access pattern, in place: x[i] += v[i]·dt; v[i] += a·dt.
void spindrift_read_modify_write(float *x, float *v, size_t count, float dt, float a);

#endif
