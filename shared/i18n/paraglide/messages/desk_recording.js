/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_RecordingInputs */

const en_desk_recording = /** @type {(inputs: Desk_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recording…`)
};

const bn_desk_recording = /** @type {(inputs: Desk_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রেকর্ড হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Recording…" |
*
* @param {Desk_RecordingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_recording = /** @type {((inputs?: Desk_RecordingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_RecordingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_recording(inputs)
	return en_desk_recording(inputs)
});
