#ifndef SPINDRIFT_C_PARTICLE_KERNELS_H
#define SPINDRIFT_C_PARTICLE_KERNELS_H

#include <stddef.h>

/// The columns of a particle store that the update changes, each `count` long (padded to a
/// multiple of 16). Motion is closed-form in Spindrift: the update does not touch it.
typedef struct {
    float *rotation;
    float *spin;
    float *scale;
    float *color[4];
} spindrift_columns;

/// What every particle of a cell shares during the update.
typedef struct {
    float scale_speed;     ///< scale per second
    float color_speed[4];  ///< colour components per second
    int spins;             ///< non-zero when rotation += spin·dt is needed
} spindrift_constants;

/// The particle update written as plain C: the same arithmetic, in the same order, as
/// Spindrift's Swift kernel, so both give bit-identical columns.
void spindrift_integrate(spindrift_columns columns, size_t count, float dt, spindrift_constants constants);

/// STREAM copy: destination[i] = source[i].
void spindrift_stream_copy(double *destination, const double *source, size_t count);

/// STREAM triad: destination[i] = b[i] + scalar·c[i].
void spindrift_stream_triad(double *destination, const double *b, const double *c, double scalar, size_t count);

/// The update's access pattern, in place: x[i] += v[i]·dt; v[i] += a·dt.
void spindrift_read_modify_write(float *x, float *v, size_t count, float dt, float a);

#endif
