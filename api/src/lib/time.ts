// The server uses the product's one dayjs (extended with utc and timezone in @backoffice/domain/time).
export { centreDay, centreDayBounds, dayjs } from '@backoffice/domain/time';
