/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ waiting: NonNullable<unknown> }} Status_Offline_WithInputs */

const en_status_offline_with = /** @type {(inputs: Status_Offline_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offline: ${i?.waiting}`)
};

const bn_status_offline_with = /** @type {(inputs: Status_Offline_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`অফলাইন: ${i?.waiting}`)
};

/**
* | output |
* | --- |
* | "Offline: {waiting}" |
*
* @param {Status_Offline_WithInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_offline_with = /** @type {((inputs: Status_Offline_WithInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Offline_WithInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_status_offline_with(inputs)
	return en_status_offline_with(inputs)
});
