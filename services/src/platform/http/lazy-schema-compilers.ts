import ValidatorSelector from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify compiles every route's validators (ajv) and reply serializers (fast-json-stringify) while
 * the app gets ready: about 170 routes, 1.5–3 s of a 2-core machine at every start, although a
 * process (or a test file) calls few of them. These compilers are fastify's own, each compiled at
 * its route's first call instead, with the same options and shared schemas. `compilePending`
 * compiles what is still waiting, so a broken schema still fails a test rather than a request.
 */
export interface LazySchemaCompilers {
  schemaController: NonNullable<FastifyServerOptions['schemaController']>;
  /** Compiles every validator and serializer not compiled yet; returns how many it compiled. */
  compilePending(): number;
}

type Compile<T> = (route: unknown) => T;
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles every route schema not compiled yet (`LazySchemaCompilers.compilePending`). */
    compilePendingSchemas(): number;
  }
}

export function lazySchemaCompilers(): LazySchemaCompilers {
  const pending = new Set<() => void>();

  /** A function that compiles its real self on the first call (or when `compilePending` asks). */
  function compiledOnFirstUse<F>(compile: () => F): () => F {
    let compiled: F | undefined;
    const now = () => {
      compiled ??= compile();
      pending.delete(now);
      return compiled;
    };
    pending.add(now);
    return now;
  }

  const buildAjvCompiler = ValidatorSelector() as unknown as (external: unknown, options: unknown) => Compile<Validate>;
  const buildSerializerCompiler = SerializerSelector() as unknown as (external: unknown, options: unknown) => Compile<Serialize>;

  const buildValidator = (external: unknown, options: unknown): Compile<Validate> => {
    const compile = buildAjvCompiler(external, options);
    return (route) => {
      const compiledValidator = compiledOnFirstUse(() => compile(route));
      // fastify reads a failed validation's issues from the function it was given.
      const validate: Validate = (data) => {
        const real = compiledValidator();
        const result = real(data);
        validate.errors = real.errors;
        return result;
      };
      return validate;
    };
  };

  const buildSerializer = (external: unknown, options: unknown): Compile<Serialize> => {
    const compile = buildSerializerCompiler(external, options);
    return (route) => {
      const compiledSerializer = compiledOnFirstUse(() => compile(route));
      return (data) => compiledSerializer()(data);
    };
  };

  return {
    schemaController: {
      compilersFactory: { buildValidator, buildSerializer } as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'],
    },
    compilePending() {
      let count = 0;
      for (const compile of [...pending]) {
        compile();
        count += 1;
      }
      return count;
    },
  };
}
