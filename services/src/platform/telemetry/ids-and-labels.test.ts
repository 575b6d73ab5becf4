import { incomingTraceId } from './request-log-bindings';
import { roomKind } from './socket-metrics';

describe('ids on log lines and labels', () => {
  it('reads the trace id of a well-formed traceparent only', () => {
    expect(incomingTraceId('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(incomingTraceId('00-00000000000000000000000000000000-00f067aa0ba902b7-01')).toBeUndefined();
    expect(incomingTraceId('00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01')).toBeUndefined();
    expect(incomingTraceId(['00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'])).toBeUndefined();
    expect(incomingTraceId(undefined)).toBeUndefined();
  });

  it('labels a room by its kind, never its id', () => {
    expect(roomKind('loan:9b1d0c2e')).toBe('loan');
    expect(roomKind('user:42')).toBe('user');
    expect(roomKind('administrators')).toBe('administrators');
  });
});
