/**
 * A route's validator that refuses what the app-wide one quietly drops. The app's Ajv removes
 * properties a schema does not name (`removeAdditional`), which suits the shop's forms; a route
 * whose body must be exactly its schema (issue 33 §3: remote reports, `additionalProperties:
 * false`) checks with TypeBox's own checker instead: anything else is 400 VALIDATION_ERROR.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

export const strictValidator: FastifySchemaCompiler<TSchema> =
  ({ schema }) =>
  (data: unknown) =>
    Value.Check(schema, data) ? { value: data } : { error: Value.Errors(schema, data).slice(0, 1) as never };
