/**
 * What a service that works with other objects (repositories, other domains' services, the flags,
 * the log) holds: them, in one object typed by the class (`extends Service<{ repository: …; brands: … }>`
 * or a `…Deps` interface when the list is long), read as `this.deps.brands`. The plugin that builds
 * the service names each one (`new MenuService({ repository, brands: app.brandService })`).
 * `erasableSyntaxOnly` (tsconfig.base.json) rules out parameter properties; this is the one
 * constructor they would have saved.
 */
export abstract class Service<Deps extends object> {
  protected readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }
}
