/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_WaitingInputs */

const en_status_waiting = /** @type {(inputs: Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`waiting`)
};

const bn_status_waiting = /** @type {(inputs: Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অপেক্ষায়`)
};

/**
* | output |
* | --- |
* | "waiting" |
*
* @param {Status_WaitingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_waiting = /** @type {((inputs?: Status_WaitingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_WaitingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_status_waiting(inputs)
	return en_status_waiting(inputs)
});
