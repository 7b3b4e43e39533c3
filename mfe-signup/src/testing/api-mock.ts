// The fetch test double is shared by every remote's tests.
export * from '@rendezvous/api-client/testing';
