import CSDL2
import Foundation
import Spindrift

/// The shader program of the GPU-resident path: each instance reads one slot of a cell's
/// ``ResidentRing`` (a buffer texture of ``ResidentParticle``s) and evaluates the particle's
/// sprite at the frame's time with the CPU batch's formulas (``CellSprites``; the sway as
/// ``SwayWave``, with the GPU's sine; drag, wind and gusts as ``MotionModel``'s free flight, in
/// single precision): a dead or unused slot is moved outside the view, so
/// nothing of it is drawn. Layer placement and blending are ``GLSpriteProgram``'s.
final class GLResidentProgram {
    let sprites: GLSpriteProgram
    private let uniforms: Uniforms
    /// An empty vertex array: the shader reads no attributes, but core OpenGL draws only with
    /// one bound.
    private var vertexArray: GLuint = 0

    /// The locations of the per-cell uniforms, looked up once.
    private struct Uniforms {
        let ringCapacity, ringFirst, ringStep, now, halfAcceleration, scaleSpeed, colorSpeed, spins: GLint
        let spriteHalfSize, spriteTextureRect, swayAmplitude, swayWave: GLint
        let curveValues, curveTimes, curveEasings, curveCounts, curveModes, curveSampleStarts: GLint
        let flies, drag, wind, gustCount, grounded, groundY, settle, bounces, restitution, kept: GLint
        /// Each gust harmonic's element of `gustSpeeds` and of `gustPhases`.
        let gustSpeeds, gustPhases: [GLint]

        init(program: GLuint, gl: GLFunctions) {
            func location(_ name: String) -> GLint { gl.getUniformLocation(program, name) }
            (ringCapacity, ringFirst, ringStep, now) = (location("ringCapacity"), location("ringFirst"), location("ringStep"), location("now"))
            (halfAcceleration, scaleSpeed, colorSpeed, spins) =
                (location("halfAcceleration"), location("scaleSpeed"), location("colorSpeed"), location("spins"))
            (spriteHalfSize, spriteTextureRect) = (location("spriteHalfSize"), location("spriteTextureRect"))
            (swayAmplitude, swayWave) = (location("swayAmplitude"), location("swayWave"))
            (curveValues, curveTimes, curveEasings) = (location("curveValues"), location("curveTimes"), location("curveEasings"))
            (curveCounts, curveModes, curveSampleStarts) =
                (location("curveCounts"), location("curveModes"), location("curveSampleStarts"))
            (flies, drag, wind, gustCount) = (location("flies"), location("drag"), location("wind"), location("gustCount"))
            (grounded, groundY, settle) = (location("grounded"), location("groundY"), location("settle"))
            (bounces, restitution, kept) = (location("bounces"), location("restitution"), location("kept"))
            gustSpeeds = (0..<GLResidentProgram.gustHarmonics).map { location("gustSpeeds[\($0)]") }
            gustPhases = (0..<GLResidentProgram.gustHarmonics).map { location("gustPhases[\($0)]") }
        }
    }

    /// Ages are the difference of two split times (``ResidentParticle/split(_:)``): the death
    /// time's and the frame's, then plus the lifetime. A particle lives while its death time
    /// is after the frame's, as the kill decides. Colours are rounded to bytes as the CPU
    /// batch's are.
    ///
    /// Curves over life (``ShaderCurves``, curve k = scale, colour, alpha, spin) come
    /// as uniforms: values k × 8 …, key times k × 9 …, each segment's timing function k × 8 …,
    /// the count of values of each (0 for none) and how it runs (``ShaderCurves/Mode``:
    /// straight, steps, Catmull-Rom, sampled, whose count is its samples', or long steps,
    /// both read from a buffer texture from the curve's start on: the samples, the spin's with
    /// its integral at each, or the steps' values, the spin's with its integral up to each, then
    /// their key times four to a texel, searched by bisection). A curve is read at u = age ÷
    /// lifetime clamped to 0…1
    /// (NaN as 0) as ``KeyframeInterpolation`` reads it, a segment's timing function solved
    /// for its Bézier parameter by Newton steps kept inside a bisection's bracket; the spin
    /// curve's integral times the lifetime replaces the age in the rotation: in closed form
    /// for linear timing (a cubic segment's is its Hermite basis integrated), else by the CPU's
    /// 6-point Gauss–Legendre rule over the Bézier parameter.
    ///
    /// A cell with drag (``MotionModel``: wind or gusts give it a drag of 1) flies as
    /// ``MotionModel``'s free flight: f₁ = (1 − e^(−kt))/k and f₂ = (t − f₁)/k, by their series
    /// where kt is small (the differences would cancel in single precision further out than in
    /// double), and each gust harmonic's particular solution P·sin + Q·cos along x. Its phase
    /// at the frame's time, ωT + φ, comes as a sine and cosine found in double precision; the
    /// shader turns it back by ω × age to the birth.
    ///
    /// A ground is ``MotionModel/state(origin:velocity:birthTime:age:ordinal:parent:)``'s. One
    /// its particles rest on at the first touch (``MotionModel/restsAtFirstContact``): the
    /// flight and the sway stop at the rest age the record keeps, and y there is the ground's.
    /// One they bounce off: each contact is found as ``MotionModel`` finds it (the quadratic's
    /// root without drag, safeguarded Newton steps with it), and each bounce reverses the
    /// vertical speed times the restitution and keeps 1 − the friction of the horizontal one,
    /// until the bounces allowed are spent or a bounce would not rise. Either way a particle
    /// born above it is kept above it, and the alpha fades over the settle time after the rest.
    static let vertexShader = """
        #version 330 core
        uniform samplerBuffer particles;
        uniform int ringCapacity;
        uniform int ringFirst;
        uniform int ringStep;
        uniform vec2 now;
        uniform vec2 halfAcceleration;
        uniform float scaleSpeed;
        uniform vec4 colorSpeed;
        uniform int spins;
        uniform vec2 spriteHalfSize;
        uniform vec4 spriteTextureRect;
        uniform vec2 swayAmplitude;
        uniform vec2 swayWave;
        uniform vec4 curveValues[32];
        uniform float curveTimes[36];
        uniform ivec4 curveCounts;
        uniform ivec4 curveModes;
        uniform vec4 curveEasings[32];
        uniform samplerBuffer curveSamples;
        uniform ivec4 curveSampleStarts;
        uniform int flies;
        uniform float drag;
        uniform vec2 wind;
        uniform int gustCount;
        uniform vec4 gustSpeeds[\(gustHarmonics)];
        uniform vec2 gustPhases[\(gustHarmonics)];
        uniform int grounded;
        uniform float groundY;
        uniform float settle;
        uniform int bounces;
        uniform float restitution;
        uniform float kept;

        // The last key time of curve k at or before u among keys 0 ... last.
        int curveKey(int k, float u, int last) {
            int key = 0;
            for (int i = 1; i <= 8; i++) {
                if (i <= last && curveTimes[k * 9 + i] <= u) key = i;
            }
            return key;
        }

        // 3(1−s)²s·a + 3(1−s)s²·b + s³, a timing function's coordinate at Bézier parameter s,
        // and its derivative in s.
        float bezier(float s, float a, float b) {
            float r = 1.0 - s;
            return 3.0 * r * r * s * a + 3.0 * r * s * s * b + s * s * s;
        }

        float bezierSlope(float s, float a, float b) {
            float r = 1.0 - s;
            return 3.0 * r * r * a + 6.0 * r * s * (b - a) + 3.0 * s * s * (1.0 - b);
        }

        // The Bézier parameter at which the timing function with x control points c1, c2 reaches x.
        float bezierParameter(float x, float c1, float c2) {
            float low = 0.0, high = 1.0, s = x;
            for (int i = 0; i < 60; i++) {
                float value = bezier(s, c1, c2) - x;
                if (value == 0.0) return s;
                if (value < 0.0) low = s; else high = s;
                float slope = bezierSlope(s, c1, c2);
                float next = slope > 0.0 ? s - value / slope : -1.0;
                if (!(next > low && next < high)) next = 0.5 * (low + high);
                if (abs(next - s) <= 1e-7 || high - low <= 1e-7) return next;
                s = next;
            }
            return s;
        }

        const vec4 linearTiming = vec4(0.0, 0.0, 1.0, 1.0);

        // Segment i of curve k at local progress s eased by its timing function.
        float eased(int k, int i, float s) {
            vec4 timing = curveEasings[k * 8 + i];
            if (timing == linearTiming || s <= 0.0 || s >= 1.0) return clamp(s, 0.0, 1.0);
            return bezier(bezierParameter(s, timing.x, timing.z), timing.y, timing.w);
        }

        // Segment i of Catmull-Rom curve k: its ends' values and tangents (half the
        // differences of the values around each end, the ends' own values past the first and
        // the last; halved before the difference, which values near ±3.4e38 would overflow).
        void cubicSegment(int k, int i, int n, out vec4 p0, out vec4 p1, out vec4 m0, out vec4 m1) {
            p0 = curveValues[k * 8 + i];
            p1 = curveValues[k * 8 + i + 1];
            m0 = p1 * 0.5 - curveValues[k * 8 + max(i - 1, 0)] * 0.5;
            m1 = curveValues[k * 8 + min(i + 2, n - 1)] * 0.5 - p0 * 0.5;
        }

        // Segment i of curve k (straight or Catmull-Rom) at eased local progress s.
        vec4 segmentValue(int k, int i, int n, float s) {
            if (curveModes[k] == 2) {
                vec4 p0, p1, m0, m1;
                cubicSegment(k, i, n, p0, p1, m0, m1);
                float s2 = s * s, s3 = s2 * s;
                return p0 * (2.0 * s3 - 3.0 * s2 + 1.0) + m0 * (s3 - 2.0 * s2 + s) + p1 * (3.0 * s2 - 2.0 * s3) + m1 * (s3 - s2);
            }
            return curveValues[k * 8 + i] + (curveValues[k * 8 + i + 1] - curveValues[k * 8 + i]) * s;
        }

        const float gaussNodes[6] = float[6](-0.9324695142031520, -0.6612093864662645, -0.2386191860831969,
                                             0.2386191860831969, 0.6612093864662645, 0.9324695142031520);
        const float gaussWeights[6] = float[6](0.1713244923791703, 0.3607615730481386, 0.4679139345726910,
                                               0.4679139345726910, 0.3607615730481386, 0.1713244923791703);

        // Texel i of curve k's samples (sampled, or long steps).
        vec4 curveSample(int k, int i) {
            return texelFetch(curveSamples, curveSampleStarts[k] + i);
        }

        // Sampled curve k at u: straight between its samples.
        vec4 sampledValue(int k, float u) {
            int segments = curveCounts[k] - 1;
            float x = clamp(u, 0.0, 1.0) * float(segments);
            int i = min(int(x), segments - 1);
            return mix(curveSample(k, i), curveSample(k, i + 1), x - float(i));
        }

        // The integral from 0 to u of sampled curve k's first component: the exact integral at
        // the sample before u (its second component), plus the straight segment's from there.
        float sampledIntegral(int k, float u) {
            int segments = curveCounts[k] - 1;
            float x = clamp(u, 0.0, 1.0) * float(segments);
            int i = min(int(x), segments - 1);
            float r = x - float(i);
            vec4 first = curveSample(k, i), next = curveSample(k, i + 1);
            return first.y + r * (first.x + (next.x - first.x) * r * 0.5) / float(segments);
        }

        // Key time i of long-steps curve k: four to a texel after its values.
        float longStepTime(int k, int i) {
            return curveSample(k, curveCounts[k] + i / 4)[i % 4];
        }

        // The last key of long-steps curve k among 0 ... last whose time is at or before u (before
        // u when strict), 0 when none: the key times ascend.
        int longStepKey(int k, float u, int last, bool strict) {
            int low = 0, high = last;
            while (low < high) {
                int middle = (low + high + 1) / 2;
                float time = longStepTime(k, middle);
                if (strict ? time < u : time <= u) low = middle; else high = middle - 1;
            }
            return low;
        }

        vec4 curveValue(int k, float u) {
            if (curveModes[k] == 3) return sampledValue(k, u);
            if (curveModes[k] == 4) return curveSample(k, min(longStepKey(k, u, curveCounts[k], false), curveCounts[k] - 1));
            int n = curveCounts[k];
            if (n == 1) return curveValues[k * 8];
            if (curveModes[k] == 1) return curveValues[k * 8 + min(curveKey(k, u, n), n - 1)];
            int i = curveKey(k, u, n - 2);
            float start = curveTimes[k * 9 + i], end = curveTimes[k * 9 + i + 1];
            return segmentValue(k, i, n, eased(k, i, end > start ? (u - start) / (end - start) : 1.0));
        }

        // The integral of curve k's first component from 0 to u.
        float curveIntegral(int k, float u) {
            int n = curveCounts[k];
            if (u <= 0.0) return 0.0;
            if (curveModes[k] == 3) return sampledIntegral(k, u);
            if (curveModes[k] == 4) {
                // The integral up to the last step starting before u, and that step's since.
                int i = longStepKey(k, u, n - 1, true);
                vec4 step = curveSample(k, i);
                return step.y + step.x * (min(u, longStepTime(k, i + 1)) - longStepTime(k, i));
            }
            if (n == 1) return curveValues[k * 8].x * u;
            float sum = 0.0;
            for (int i = 0; i < 8; i++) {
                float start = curveTimes[k * 9 + i];
                if (start >= u) break;
                if (curveModes[k] == 1) {
                    if (i >= n) break;
                    sum += curveValues[k * 8 + i].x * (min(u, curveTimes[k * 9 + i + 1]) - start);
                } else {
                    if (i >= n - 1) break;
                    float width = curveTimes[k * 9 + i + 1] - start;
                    if (width <= 0.0) continue;
                    float r = min((u - start) / width, 1.0);
                    vec4 timing = curveEasings[k * 8 + i];
                    if (timing != linearTiming) {
                        // Over the Bézier parameter up to r's: value(eased(s)) × dx/ds.
                        float end = bezierParameter(r, timing.x, timing.z), part = 0.0;
                        for (int g = 0; g < 6; g++) {
                            float s = end * 0.5 * (1.0 + gaussNodes[g]);
                            part += segmentValue(k, i, n, bezier(s, timing.y, timing.w)).x * gaussWeights[g]
                                * bezierSlope(s, timing.x, timing.z);
                        }
                        sum += width * end * 0.5 * part;
                    } else if (curveModes[k] == 2) {
                        // The Hermite basis integrated from 0 to r.
                        vec4 p0, p1, m0, m1;
                        cubicSegment(k, i, n, p0, p1, m0, m1);
                        float r2 = r * r, r3 = r2 * r, r4 = r3 * r;
                        sum += width * (p0.x * (0.5 * r4 - r3 + r) + m0.x * (0.25 * r4 - 2.0 * r3 / 3.0 + 0.5 * r2)
                            + p1.x * (r3 - 0.5 * r4) + m1.x * (0.25 * r4 - r3 / 3.0));
                    } else {
                        float first = curveValues[k * 8 + i].x, rise = curveValues[k * 8 + i + 1].x - first;
                        sum += width * r * (first + rise * r * 0.5);
                    }
                }
            }
            return sum;
        }

        // e^(−kt), f₁, f₂, and the wind's shares of the velocity and the position: k·f₁ = 1 − e^(−kt)
        // and k·f₂ = t − f₁, found directly, as k·f₂ would lose f₂ to underflow under a huge drag.
        void relaxation(float t, out float decay, out float first, out float second, out float push, out float pull) {
            float k = drag, x = k * t;
            decay = exp(-x);
            if (x < 0.0625) {
                first = t * (1.0 - x / 2.0 + x * x / 6.0 - x * x * x / 24.0);
                second = t * t * (0.5 - x / 6.0 + x * x / 24.0 - x * x * x / 120.0);
                push = x * (1.0 - x / 2.0 + x * x / 6.0 - x * x * x / 24.0);
                pull = x * t * (0.5 - x / 6.0 + x * x / 24.0 - x * x * x / 120.0);
            } else {
                first = (1.0 - decay) / k;
                push = 1.0 - decay;
                pull = t - first;
                second = pull / k;
            }
        }

        // The free flight's position t seconds after its start from o with velocity v, and its
        // velocity then, of a particle whose flight ended `stopped` seconds before the frame's
        // time (0 for one still flying).
        vec2 flight(vec2 o, vec2 v, float t, float stopped, out vec2 velocity) {
            float decay, first, second, push, pull;
            relaxation(t, decay, first, second, push, pull);
            vec2 position = o + v * first + halfAcceleration * (2.0 * second) + wind * pull;
            velocity = v * decay + halfAcceleration * (2.0 * first) + wind * push;
            for (int i = 0; i < gustCount; i++) {
                float p = gustSpeeds[i].x, q = gustSpeeds[i].y, omega = gustSpeeds[i].z;
                float sinNow = gustPhases[i].x, cosNow = gustPhases[i].y;
                if (stopped > 0.0) {
                    // The phase where the flight ended, not at the frame's time.
                    float back = omega * stopped, sinBack = sin(back), cosBack = cos(back);
                    float sinEnd = sinNow * cosBack - cosNow * sinBack;
                    cosNow = cosNow * cosBack + sinNow * sinBack;
                    sinNow = sinEnd;
                }
                // The turn back to the birth, its sine and 1 − its cosine (as 2·sin²(turn/2)), the
                // last two over ω: the changes of the phase's sine and cosine since the birth, over
                // ω, without subtracting nearly equal values or dividing by an ω that rounds to 0
                // (a slow gust), whose limits are t and 0.
                float turn = omega * t, halfSine = sin(0.5 * turn);
                float sinTurn = sin(turn), versine = 2.0 * halfSine * halfSine;
                float sinPerOmega = abs(turn) < 0.001 ? t * (1.0 - turn * turn / 6.0) : sinTurn / omega;
                float versinePerOmega = abs(turn) < 0.001 ? 0.5 * t * turn : versine / omega;
                float sinBirth = sinNow * (1.0 - versine) - cosNow * sinTurn;
                float cosBirth = cosNow * (1.0 - versine) + sinNow * sinTurn;
                float travel = p * (sinNow * sinPerOmega - cosNow * versinePerOmega)
                    + q * (cosNow * sinPerOmega + sinNow * versinePerOmega);
                float speedBefore = p * sinBirth + q * cosBirth;
                position.x += travel - speedBefore * first;
                velocity.x += p * sinNow + q * cosNow - speedBefore * decay;
            }
            return position;
        }

        // The free flight, or the plain closed form of a cell without drag.
        vec2 flown(vec2 o, vec2 v, float t, float stopped, out vec2 velocity) {
            if (flies != 0) return flight(o, v, t, stopped, velocity);
            velocity = v + halfAcceleration * (2.0 * t);
            return o + (v + halfAcceleration * t) * t;
        }

        // y's offset and rate t seconds into a flight with drag from offset h (≤ 0: above the
        // ground) at speed v.
        vec2 descent(float h, float v, float t) {
            float decay, first, second, push, pull;
            relaxation(t, decay, first, second, push, pull);
            return vec2(h + v * first + halfAcceleration.y * (2.0 * second) + wind.y * pull,
                        v * decay + halfAcceleration.y * (2.0 * first) + wind.y * push);
        }

        // The first wait in 0 ... limit after which a particle h points from the ground (≤ 0:
        // above it) moving down at speed v reaches it, moving down, under drag; −1 when it does
        // not. As MotionModel: y's velocity changes sign at most once, so y is monotone on at
        // most two intervals, and the root in the first rising one that brackets it is found by
        // Newton steps from its upper end, a bisection whenever a step leaves the bracket.
        float contactWithDrag(float h, float v, float limit) {
            if (limit < 0.0) return -1.0;
            float terminal = 2.0 * halfAcceleration.y / drag + wind.y;
            float bounds[3];
            int count = 1;
            bounds[0] = 0.0;
            if (terminal != 0.0 && v * terminal < 0.0) {
                float turn = log(1.0 - v / terminal) / drag;
                if (turn > 0.0 && turn < limit) bounds[count++] = turn;
            }
            bounds[count++] = limit;
            for (int i = 0; i + 1 < count; i++) {
                float lower = bounds[i], upper = bounds[i + 1];
                float low = descent(h, v, lower).x, high = descent(h, v, upper).x;
                bool rising = descent(h, v, 0.5 * (lower + upper)).y > 0.0 || (low == 0.0 && descent(h, v, lower).y > 0.0);
                if (!(low <= 0.0 && high >= 0.0 && rising)) continue;
                if (low == 0.0) return lower;
                float below = lower, above = upper, guess = upper;
                for (int step = 0; step < 100; step++) {
                    vec2 value = descent(h, v, guess);
                    if (value.x == 0.0) return guess;
                    if (value.x < 0.0) below = guess; else above = guess;
                    float newton = guess - value.x / value.y;
                    float next = newton > below && newton < above ? newton : below + 0.5 * (above - below);
                    if (next == guess || next <= below || next >= above) break;
                    guess = next;
                }
                return above;
            }
            return -1.0;
        }

        // The smallest root ≥ 0 of a·t² + b·t + c (c ≤ 0) where the value rises through 0; −1 for
        // none. The coefficients are divided by the largest first, so that b² cannot overflow a
        // float (speeds beyond 1.8e19 points per second are valid).
        float firstDownwardRoot(float a, float b, float c) {
            float largest = max(max(abs(a), abs(b)), abs(c));
            if (largest > 0.0) {
                a /= largest;
                b /= largest;
                c /= largest;
            }
            if (c == 0.0) {
                if (b > 0.0 || (b == 0.0 && a > 0.0)) return 0.0;
                return a > 0.0 ? -b / a : -1.0;
            }
            if (a == 0.0) return b > 0.0 ? -c / b : -1.0;
            float discriminant = b * b - 4.0 * a * c;
            if (discriminant < 0.0) return -1.0;
            float q = -(b + (b < 0.0 ? -1.0 : 1.0) * sqrt(discriminant)) / 2.0;
            float first = q / a, second = c / q, root = -1.0;
            if (first >= 0.0) root = first;
            if (second >= 0.0 && (root < 0.0 || second < root)) root = second;
            return root;
        }

        // The position at age t of a particle born at o with velocity v that bounces off the
        // ground, and the age at which it came to rest (infinity while it has not).
        vec2 bounced(vec2 o, vec2 v, float t, out float restAge) {
            restAge = uintBitsToFloat(0x7F800000u);
            float start = 0.0;
            vec2 speed;
            for (int contacts = 1; contacts <= bounces + 1; contacts++) {
                float wait = flies != 0 ? contactWithDrag(o.y - groundY, v.y, t - start)
                    : firstDownwardRoot(halfAcceleration.y, v.y, o.y - groundY);
                if (wait < 0.0 || wait > t - start) break;
                o = flown(o, v, wait, t - start - wait, speed);
                o.y = groundY;
                start += wait;
                float rebound = -restitution * speed.y;
                if (contacts > bounces || !(rebound < 0.0)) {
                    restAge = start;
                    return o;
                }
                v = vec2(speed.x * kept, rebound);
            }
            return flown(o, v, t - start, 0.0, speed);
        }

        """ + GLSpriteProgram.placement + """
        void main() {
            int slot = ringStep > 0 ? (ringFirst + gl_InstanceID) % ringCapacity
                : (ringFirst + ringCapacity - gl_InstanceID) % ringCapacity;
            vec4 motion = texelFetch(particles, slot * 4);
            vec4 life = texelFetch(particles, slot * 4 + 1);
            vec4 shape = texelFetch(particles, slot * 4 + 2);
            vec4 birthColor = texelFetch(particles, slot * 4 + 3);
            if (!(life.x > now.x || (life.x == now.x && life.y > now.y))) {
                gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
                texel = vec2(0.0);
                color = vec4(0.0);
                return;
            }
            float t = ((now.x - life.x) + (now.y - life.y)) + life.z;
            // A resting particle's flight and sway stopped at its rest age: the record's, or the
            // bounces'.
            float restAge = shape.w;
            vec2 center, velocity;
            if (bounces > 0 && motion.y <= groundY) {
                center = bounced(motion.xy, motion.zw, t, restAge);
            } else {
                float flying = min(t, restAge);
                center = flown(motion.xy, motion.zw, flying, t - flying, velocity);
                if (t >= restAge) center.y = groundY;
            }
            bool rests = t >= restAge;
            if (swayAmplitude != vec2(0.0)) {
                float turns = clamp(swayWave.x * min(t, restAge) + swayWave.y * shape.y, -2097152.0, 2097152.0);
                turns -= floor(turns + 0.5);
                center += swayAmplitude * sin(6.283185307179586 * turns);
            }
            if (grounded != 0 && motion.y <= groundY) center.y = min(center.y, groundY);
            float size = shape.x + scaleSpeed * t;
            float spinSeconds = t;
            vec4 colorFactor = vec4(1.0);
            if (curveCounts != ivec4(0)) {
                float u = life.z > 0.0 ? t / life.z : (t > 0.0 ? 1.0 : 0.0);
                u = isnan(u) ? 0.0 : clamp(u, 0.0, 1.0);
                if (curveCounts[0] > 0) size *= curveValue(0, u).x;
                if (curveCounts[1] > 0) colorFactor = curveValue(1, u);
                if (curveCounts[2] > 0) colorFactor.w *= curveValue(2, u).x;
                if (curveCounts[3] > 0) spinSeconds = life.z * curveIntegral(3, u);
            }
            if (rests && settle > 0.0) colorFactor.w *= clamp(1.0 - (t - restAge) / settle, 0.0, 1.0);
            float rotation = (spins != 0 ? life.w * spinSeconds : 0.0) + shape.z;
            vec4 tint = floor(clamp((birthColor + colorSpeed * t) * colorFactor, 0.0, 1.0) * 255.0 + 0.5) / 255.0;
            place(center, spriteHalfSize * size, rotation, tint, spriteTextureRect);
        }
        """

    /// The gust harmonics the shader reads: every one ``MotionModel`` makes.
    static let gustHarmonics = WindGusts.harmonics.count

    /// Compiles and links the program; a failure carries the compiler's or linker's log.
    init(context: GLContext) throws(SDLError) {
        sprites = try GLSpriteProgram(context: context, vertexShader: Self.vertexShader)
        let gl = context.gl
        gl.useProgram(sprites.program)
        // The atlas is on unit 0; the particles on unit 1; the curves' samples on unit 2.
        gl.uniform1i(gl.getUniformLocation(sprites.program, "particles"), 1)
        gl.uniform1i(gl.getUniformLocation(sprites.program, "curveSamples"), 2)
        uniforms = Uniforms(program: sprites.program, gl: gl)
        gl.genVertexArrays(1, &vertexArray)
        try gl.check("set up the GPU-resident shaders")
    }

    /// Sets the curve uniforms to `curves`' tables (none for nil; their samples are the cell's
    /// ``GLResidentBuffer``'s); allocates nothing.
    private func setCurves(_ curves: ShaderCurves?) {
        let gl = sprites.context.gl
        guard let curves else {
            gl.uniform4i(uniforms.curveCounts, 0, 0, 0, 0)
            return
        }
        gl.uniform4i(uniforms.curveCounts, curves.counts.x, curves.counts.y, curves.counts.z, curves.counts.w)
        gl.uniform4i(uniforms.curveModes, curves.modes.x, curves.modes.y, curves.modes.z, curves.modes.w)
        curves.allValues.withUnsafeBytes {
            gl.uniform4fv(
                uniforms.curveValues, GLsizei(curves.allValues.count), $0.baseAddress!.assumingMemoryBound(to: GLfloat.self))
        }
        curves.allTimes.withUnsafeBufferPointer {
            gl.uniform1fv(uniforms.curveTimes, GLsizei(curves.allTimes.count), $0.baseAddress!)
        }
        curves.allEasings.withUnsafeBytes {
            gl.uniform4fv(
                uniforms.curveEasings, GLsizei(curves.allEasings.count), $0.baseAddress!.assumingMemoryBound(to: GLfloat.self))
        }
        let starts = curves.sampleStarts
        gl.uniform4i(uniforms.curveSampleStarts, starts.x, starts.y, starts.z, starts.w)
    }

    /// Sets the free flight's uniforms to the drag, wind and gusts of `forces` at local time
    /// `now` (none for nil or a cell without drag), and the ground's; allocates nothing.
    private func setFlight(_ forces: MotionModel?, now: Double) {
        let gl = sprites.context.gl
        let ground = forces?.ground
        gl.uniform1i(uniforms.grounded, ground == nil ? 0 : 1)
        gl.uniform1f(uniforms.groundY, Float(ground?.y ?? 0))
        gl.uniform1f(uniforms.settle, Float(ground?.settle ?? 0))
        let bounces = forces?.bouncesOffGround == true ? ground?.bounces ?? 0 : 0
        gl.uniform1i(uniforms.bounces, GLint(clamping: bounces))
        gl.uniform1f(uniforms.restitution, Float(ground?.restitution ?? 0))
        gl.uniform1f(uniforms.kept, Float(1 - (ground?.friction ?? 0)))
        guard let forces, forces.drag != 0 else {
            gl.uniform1i(uniforms.flies, 0)
            return
        }
        gl.uniform1i(uniforms.flies, 1)
        gl.uniform1f(uniforms.drag, Float(forces.drag))
        gl.uniform2f(uniforms.wind, Float(forces.wind.x), Float(forces.wind.y))
        gl.uniform1i(uniforms.gustCount, GLint(forces.gusts.count))
        for (harmonic, (speeds, phases)) in zip(forces.gusts, zip(uniforms.gustSpeeds, uniforms.gustPhases)) {
            let phase = harmonic.angularFrequency * now + harmonic.phase
            gl.uniform4f(speeds, Float(harmonic.inPhase), Float(harmonic.quadrature), Float(harmonic.angularFrequency), 0)
            gl.uniform2f(phases, Float(sin(phase)), Float(cos(phase)))
        }
    }

    deinit {
        sprites.context.gl.deleteVertexArrays(1, &vertexArray)
    }

    /// Draws the span of `ring` (``ResidentRing/span``), held by `buffer`, of a cell with
    /// `sprites` (its rates, appearance and the frame's local time) moved by `forces` (a sway,
    /// drag, wind, gusts and a ground; nil for none) with
    /// `curves` over life, newest first when `newestFirst`; the program must be in use
    /// (``GLSpriteProgram/use(viewport:blending:)``) and placed.
    func draw(
        _ ring: ResidentRing, from buffer: GLResidentBuffer, sprites: CellSprites, forces: MotionModel?,
        curves: ShaderCurves?, newestFirst: Bool
    ) {
        guard ring.span > 0 else { return }
        let gl = self.sprites.context.gl
        let u = uniforms
        gl.uniform1i(u.ringCapacity, GLint(ring.capacity))
        gl.uniform1i(u.ringFirst, GLint(ring.slot(ofInstance: 0, newestFirst: newestFirst)))
        gl.uniform1i(u.ringStep, newestFirst ? -1 : 1)
        let now = ResidentParticle.split(sprites.now)
        gl.uniform2f(u.now, now.high, now.low)
        let rates = sprites.rates
        gl.uniform2f(u.halfAcceleration, 0.5 * rates.acceleration.x, 0.5 * rates.acceleration.y)
        gl.uniform1f(u.scaleSpeed, rates.scaleSpeed)
        gl.uniform4f(u.colorSpeed, rates.colorSpeed.x, rates.colorSpeed.y, rates.colorSpeed.z, rates.colorSpeed.w)
        gl.uniform1i(u.spins, rates.spins ? 1 : 0)
        gl.uniform2f(u.spriteHalfSize, sprites.halfSize.x, sprites.halfSize.y)
        let corners = sprites.textureCorners
        func corner(_ shift: UInt64) -> Float { Float(UInt16(truncatingIfNeeded: corners >> shift)) / 65535 }
        gl.uniform4f(u.spriteTextureRect, corner(0), corner(16), corner(32), corner(48))
        let sway = forces?.swayWave, amplitude = sway?.amplitude ?? .zero
        gl.uniform2f(u.swayAmplitude, amplitude.x, amplitude.y)
        gl.uniform2f(u.swayWave, sway?.frequency ?? 0, sway?.phaseTurns ?? 0)
        setCurves(curves)
        setFlight(forces, now: sprites.now)
        buffer.bind()
        gl.bindVertexArray(vertexArray)
        gl.drawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(ring.span))
    }
}
