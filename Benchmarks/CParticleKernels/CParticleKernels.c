#include "CParticleKernels.h"

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
