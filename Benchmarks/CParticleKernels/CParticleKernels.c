#include "CParticleKernels.h"

// One short loop per column with restrict pointers, as the Swift kernel does, so the two
// differ only by language and compiler.

static void accumulate(float *restrict values, const float *restrict rates, size_t n, float dt) {
    for (size_t i = 0; i < n; i++) values[i] = values[i] + rates[i] * dt;
}

static void add_constant(float *restrict values, size_t n, float delta) {
    for (size_t i = 0; i < n; i++) values[i] = values[i] + delta;
}

void spindrift_integrate(spindrift_columns c, size_t n, float dt, spindrift_constants k) {
    if (k.spins) accumulate(c.rotation, c.spin, n, dt);
    if (k.scale_speed != 0.0f) add_constant(c.scale, n, k.scale_speed * dt);
    for (int channel = 0; channel < 4; channel++) {
        const float change = k.color_speed[channel] * dt;
        if (change != 0.0f) add_constant(c.color[channel], n, change);
    }
}

void spindrift_stream_copy(double *restrict destination, const double *restrict source, size_t n) {
    for (size_t i = 0; i < n; i++) destination[i] = source[i];
}

void spindrift_stream_triad(double *restrict destination, const double *restrict b, const double *restrict c,
                            double scalar, size_t n) {
    for (size_t i = 0; i < n; i++) destination[i] = b[i] + scalar * c[i];
}

void spindrift_read_modify_write(float *restrict x, float *restrict v, size_t n, float dt, float a) {
    const float kick = a * dt;
    for (size_t i = 0; i < n; i++) {
        const float velocity = v[i];
        x[i] = x[i] + velocity * dt;
        v[i] = velocity + kick;
    }
}
