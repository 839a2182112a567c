import { Global, Injectable, Module, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';

/** The class of an event: listeners name it, the bus finds their handlers by it. */
export type DomainEventType<E extends object = object> = abstract new (...args: never[]) => E;

type Handler = (event: object) => Promise<void> | void;

const LISTENS_TO = Symbol('listensTo');

/**
 * Marks a provider method as a listener of an event (stack it for several). It runs inside the publisher's transaction, before
 * the commit, in the order the modules are loaded: what it writes commits or rolls back with the change,
 * and a listener that throws refuses the change.
 */
export const OnDomainEvent =
  (type: DomainEventType): MethodDecorator =>
  (_target, _key, descriptor) => {
    const method = descriptor.value as object;
    Reflect.defineMetadata(LISTENS_TO, [...((Reflect.getMetadata(LISTENS_TO, method) as DomainEventType[] | undefined) ?? []), type], method);
  };

/**
 * How modules tell each other what happened (an order was placed, shipped, paid) without looking each
 * other up: the publishing module knows no listener, the listening module imports the event class from
 * the module that publishes it, so the import graph shows the dependency.
 */
@Injectable()
export class DomainEvents implements OnApplicationBootstrap {
  private readonly handlers = new Map<DomainEventType, Handler[]>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      for (const name of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
        const method = instance[name] as Handler;
        for (const type of (Reflect.getMetadata(LISTENS_TO, method) as DomainEventType[] | undefined) ?? []) {
          this.handlers.set(type, [...(this.handlers.get(type) ?? []), method.bind(instance)]);
        }
      }
    }
  }

  /** Runs every listener of the event, one after the other, in the caller's transaction. */
  async publish(event: object): Promise<void> {
    for (const handle of this.handlers.get(event.constructor as DomainEventType) ?? []) await handle(event);
  }
}

@Global()
@Module({ imports: [DiscoveryModule], providers: [DomainEvents], exports: [DomainEvents] })
export class DomainEventsModule {}
