/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Saved_On_DeviceInputs */

const en_waitlist_saved_on_device = /** @type {(inputs: Waitlist_Saved_On_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this device`)
};

const bn_waitlist_saved_on_device = /** @type {(inputs: Waitlist_Saved_On_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ডিভাইসে সেভ করা হয়েছে`)
};

/**
* | output |
* | --- |
* | "Saved on this device" |
*
* @param {Waitlist_Saved_On_DeviceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_saved_on_device = /** @type {((inputs?: Waitlist_Saved_On_DeviceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Saved_On_DeviceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_saved_on_device(inputs)
	return en_waitlist_saved_on_device(inputs)
});
