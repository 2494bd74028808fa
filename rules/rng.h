/* A seeded random generator (xoshiro256**) so that every deal can be replayed. */
#ifndef JANSOU_RULES_RNG_H
#define JANSOU_RULES_RNG_H

#include <stdint.h>

struct rng {
	uint64_t s[4];
};

/* Seeds the four words from one 64-bit seed through splitmix64. */
void rng_seed(struct rng *r, uint64_t seed);
uint64_t rng_next(struct rng *r);
/* Uniform in [0, n) without modulo bias; n > 0. */
uint32_t rng_below(struct rng *r, uint32_t n);

#endif
