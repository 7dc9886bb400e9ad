/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_OfflineInputs */

const en_status_offline = /** @type {(inputs: Status_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline`)
};

const bn_status_offline = /** @type {(inputs: Status_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অফলাইন`)
};

/**
* | output |
* | --- |
* | "Offline" |
*
* @param {Status_OfflineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_offline = /** @type {((inputs?: Status_OfflineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_OfflineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_status_offline(inputs)
	return en_status_offline(inputs)
});
