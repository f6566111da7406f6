export {
  createDeliveryQueue,
  type DeliveryQueue,
  type DeliveryQueueDepth,
  deliveryQueueDepth,
  type FailedDelivery,
  listFailedDeliveries,
  type OutgoingMessage,
  randomDeliveryKey,
  retryFailedDelivery,
} from "./delivery-queue";
export { createDeliveryWorker } from "./delivery-worker";
export { deleteMessagesTo, listOutbox, messagesToPerson } from "./messages-to-person";
