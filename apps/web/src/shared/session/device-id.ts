const DEVICE_ID_KEY = 'taka.deviceUniqueId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID made once per browser and kept, so the server can bind sessions to the device. */
export function getDeviceUniqueId(): string {
  const stored = localStorage.getItem(DEVICE_ID_KEY);
  if (stored && UUID.test(stored)) return stored;
  const created = crypto.randomUUID();
  localStorage.setItem(DEVICE_ID_KEY, created);
  return created;
}
