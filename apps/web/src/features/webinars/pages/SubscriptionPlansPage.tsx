export function SubscriptionPlansPage() {
  return null;
}
