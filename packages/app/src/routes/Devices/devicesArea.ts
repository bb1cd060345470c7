// Every page of the devices area, as one lazy chunk. Pages that each loaded their own
// chunk counted as separate sharers of kit parts (Switch, LocationPicker, Tabs'
// ScrollCue), which pulled those parts into the first-paint `kit` chunk of every
// route (vite.config.ts, minShareCount) and over the route budget (decision 0107).
export { AccountDevicesRoute } from './AccountDevicesRoute';
export { DeviceRoute } from './DeviceRoute';
export { DeviceSettingsRoute } from './DeviceSettingsRoute';
export { DevicesRoute } from './DevicesRoute';
export { EditDeviceRoute } from './EditDeviceRoute';
export { NewDeviceRoute } from './NewDeviceRoute';
export { ThingReadingsRoute } from './ThingReadingsRoute';
