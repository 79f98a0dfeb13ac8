#!/usr/bin/env python3
"""Generates Sources/Decl/Views/SymbolTable.swift: every SF Symbols name mapped to a terminal glyph.

Input: the list of SF Symbols names with the SF Symbols release each first appeared in. The names
come from the MIT-licensed `dist/index.d.ts` of github.com/nandorojo/sf-symbols-typescript
(SF Symbols 1.0 to 7.0; one `export type SFSymbolsX_Y = | 'name' | ...` block per release), read
with `git show HEAD:dist/index.d.ts` from a checkout of that repository:

    python3 Scripts/generate-symbol-table.py path/to/index.d.ts > Sources/Decl/Views/SymbolTable.swift

How a name becomes a glyph (the first rule that gives one wins):
  1. EXACT: hand-tuned glyphs for the few hundred names apps use most.
  2. Numbers and letters: `7.circle` is ⑦, `7.circle.fill` ❼, `a.circle` ⓐ, `a.square` 🄰 ...
  3. Currency signs: `eurosign.circle` is €.
  4. Arrows, chevrons and triangles from the directions in the name.
  5. BASE: the longest leading run of components with a glyph (`cloud.rain` before `cloud`).
Then the variants are applied systematically: `.fill` picks the filled form of an outline glyph
(☆ → ★, ○ → ●); `.slash` picks the struck-out form where one exists (🔔 → 🔕), else ⊘;
`.circle` and `.square` keep the glyph (a terminal cannot draw a glyph in a frame); badges
(`.badge.plus`) keep the glyph of what carries them.
Glyphs are one column wide, or two for emoji with emoji presentation, so rows line up.
"""
import re
import sys

EXACT = {
    # Kept from Decl's first table (snapshots rely on these).
    "multiply": "×", "multiply.circle": "⊗", "multiply.circle.fill": "⊗",
    "xmark": "✕", "xmark.circle": "⊗", "xmark.circle.fill": "⊗", "xmark.square": "☒",
    "xmark.square.fill": "☒",
    "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✔",
    "checkmark.square": "☑", "checkmark.square.fill": "☑",
    "square": "☐", "square.fill": "■", "circle": "○", "circle.fill": "●",
    "largecircle.fill.circle": "◉",
    "lock": "🔒", "lock.fill": "🔒", "lock.open": "🔓", "lock.open.fill": "🔓",
    "chevron.up": "⌃", "chevron.down": "⌄", "chevron.left": "‹", "chevron.right": "›",
    "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus": "−",
    "minus.circle": "⊖", "minus.circle.fill": "⊖",
    "trash": "🗑", "pencil": "✎", "square.and.pencil": "✎", "paperplane": "➤",
    "paperplane.fill": "➤", "envelope": "✉", "envelope.fill": "✉",
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
    "book": "📖", "book.fill": "📖", "books.vertical": "📚", "person": "👤", "person.fill": "👤",
    "person.circle": "👤", "person.2": "👥", "gear": "⚙", "gearshape": "⚙",
    "magnifyingglass": "🔍", "house": "⌂", "house.fill": "⌂", "info.circle": "ⓘ",
    "exclamationmark.triangle": "⚠", "exclamationmark.circle": "!", "questionmark.circle": "?",
    "bell": "🔔", "calendar": "📅", "clock": "🕒", "folder": "📁", "doc": "📄",
    "doc.text": "📄", "tray": "📥", "cart": "🛒", "tag": "🏷", "flag": "⚑", "flag.fill": "⚑",
    "bolt": "⚡", "sun.max": "☀", "moon": "☾", "cloud": "☁", "globe": "🌐", "link": "🔗",
    "photo": "🖼", "camera": "📷", "phone": "✆", "music.note": "♪", "play": "▶",
    "play.fill": "▶", "pause": "⏸", "stop": "■", "forward": "⏩", "backward": "⏪",
    "ellipsis": "…", "line.3.horizontal": "≡", "list.bullet": "☰", "number": "#",
    "eye": "👁", "eye.slash": "◌", "key": "🔑", "hand.thumbsup": "👍", "hand.thumbsdown": "👎",
    "headphones": "🎧", "cube": "▣", "shippingbox": "📦", "creditcard": "💳",
    "mappin": "📍", "location": "➤", "square.and.arrow.up": "⇪", "square.and.arrow.down": "⇩",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "slider.horizontal.3": "☰",
    "list.dash": "☰", "arrow.left.arrow.right": "⇄", "briefcase": "💼", "building.columns": "🏛",
    "tray.and.arrow.down": "📥", "tray.and.arrow.up": "📤", "square.grid.2x2": "▦",
    # Names apps use most (read from real programs), tuned by what they depict.
    "gift": "🎁", "flame": "🔥", "timer": "⏲", "pin": "📌", "mic": "🎤", "map": "🗺",
    "wifi": "📶", "wifi.slash": "⊘", "chart.bar": "📊", "note.text": "📝", "snow": "❄",
    "i.circle": "ⓘ", "i.circle.fill": "ⓘ", "info": "ℹ", "message": "💬",
    "cloud.rain": "🌧", "person.3.sequence": "👥", "person.3": "👥",
    "ellipsis.circle": "⋯", "ellipsis.circle.fill": "⋯", "ellipsis.rectangle": "⋯",
    "exclamationmark.triangle.fill": "⚠", "exclamationmark": "!",
    "exclamationmark.octagon": "🛑", "xmark.octagon": "🛑", "nosign": "🚫",
    "questionmark": "?", "questionmark.square": "?",
    "arrow.up.arrow.down": "⇅", "arrow.up.and.down": "↕", "arrow.left.and.right": "↔",
    "arrow.triangle.2.circlepath": "⟳", "arrow.2.circlepath": "⟳", "arrow.triangle.branch": "⑂",
    "arrow.triangle.merge": "⑃", "arrow.uturn.left": "↩", "arrow.uturn.right": "↪",
    "arrow.uturn.backward": "↩", "arrow.uturn.forward": "↪", "arrow.uturn.up": "⤴",
    "arrow.uturn.down": "⤵", "arrowshape.turn.up.left": "↩", "arrowshape.turn.up.right": "↪",
    "arrowshape.turn.up.backward": "↩", "arrowshape.turn.up.forward": "↪",
    "arrowshape.turn.up.left.2": "↩", "arrow.turn.up.left": "↰", "arrow.turn.up.right": "↱",
    "arrow.turn.down.left": "↲", "arrow.turn.down.right": "↳", "return": "⏎",
    "arrow.up.to.line": "⤒", "arrow.down.to.line": "⤓", "arrow.right.to.line": "⇥",
    "arrow.left.to.line": "⇤", "arrow.forward.to.line": "⇥", "arrow.backward.to.line": "⇤",
    "arrow.up.right.square": "↗", "arrow.up.forward.app": "↗", "arrow.up.right.circle": "↗",
    "arrow.down.circle": "↓", "arrow.up.circle": "↑",
    "chevron.up.chevron.down": "↕", "chevron.left.forwardslash.chevron.right": "</>",
    "chevron.left.slash.chevron.right": "</>", "curlybraces": "{}", "curlybraces.square": "{}",
    "terminal": ">_", "apple.terminal": ">_", "command": "⌘", "option": "⌥", "shift": "⇧",
    "control": "⌃", "capslock": "⇪", "escape": "⎋", "delete.left": "⌫", "delete.right": "⌦",
    "delete.backward": "⌫", "delete.forward": "⌦", "keyboard": "⌨", "space": "␣",
    "power": "⏻", "poweron": "⏽", "poweroff": "⭘", "powersleep": "⏾",
    "bell.slash": "🔕", "speaker": "🔈", "speaker.fill": "🔈", "speaker.slash": "🔇",
    "speaker.slash.fill": "🔇", "speaker.wave.1": "🔉", "speaker.wave.2": "🔊",
    "speaker.wave.3": "🔊", "speaker.wave.2.fill": "🔊", "speaker.wave.3.fill": "🔊",
    "speaker.wave.1.fill": "🔉", "mic.slash": "⊘", "video": "📹", "video.fill": "📹",
    "video.slash": "⊘", "camera.fill": "📷", "photo.fill": "🖼", "photo.on.rectangle": "🖼",
    "photo.stack": "🖼", "film": "🎞", "tv": "📺", "play.circle": "▶", "play.circle.fill": "▶",
    "play.rectangle": "▶", "play.rectangle.fill": "▶", "pause.circle": "⏸", "pause.fill": "⏸",
    "pause.circle.fill": "⏸", "stop.fill": "■", "stop.circle": "⏹", "stop.circle.fill": "⏹",
    "playpause": "⏯", "playpause.fill": "⏯", "forward.fill": "⏩", "backward.fill": "⏪",
    "forward.end": "⏭", "forward.end.fill": "⏭", "backward.end": "⏮", "backward.end.fill": "⏮",
    "shuffle": "🔀", "repeat": "🔁", "repeat.1": "🔂", "goforward": "↻", "gobackward": "↺",
    "record.circle": "⏺", "music.note.list": "♫", "music.quarternote.3": "♫",
    "music.mic": "🎤", "guitars": "🎸", "pianokeys": "🎹", "radio": "📻", "waveform": "〰",
    "metronome": "⏱", "hifispeaker": "🔈",
    "phone.fill": "✆", "phone.circle": "✆", "phone.down": "✆", "message.fill": "💬",
    "bubble.left": "💬", "bubble.right": "💬", "bubble.left.and.bubble.right": "💬",
    "text.bubble": "💬", "quote.bubble": "💬", "ellipsis.bubble": "💬", "at": "@",
    "paperclip": "📎", "envelope.open": "✉", "envelope.badge": "✉", "mail": "✉", "mail.fill": "✉",
    "mail.stack": "✉", "archivebox": "🗃", "tray.full": "📥", "tray.2": "📥",
    "folder.fill": "📁", "folder.badge.plus": "📁", "doc.fill": "📄", "doc.on.doc": "⧉",
    "doc.on.clipboard": "📋", "clipboard": "📋", "list.clipboard": "📋", "doc.richtext": "📄",
    "doc.plaintext": "📄", "document": "📄", "note": "📝", "note.text.badge.plus": "📝",
    "list.number": "☰", "list.bullet.rectangle": "☰", "list.star": "☰", "checklist": "☑",
    "list.bullet.clipboard": "📋", "line.3.horizontal.decrease": "▽",
    "line.3.horizontal.decrease.circle": "▽", "line.horizontal.3.decrease": "▽",
    "line.horizontal.3.decrease.circle": "▽", "line.horizontal.3": "≡",
    "text.alignleft": "☰", "text.aligncenter": "☰", "text.alignright": "☰", "text.justify": "☰",
    "textformat": "Aa", "textformat.size": "Aa", "textformat.abc": "abc", "textformat.123": "123",
    "bold": "𝐁", "italic": "𝐼", "underline": "U̲", "strikethrough": "S̶",
    "highlighter": "🖍", "paintbrush": "🖌", "paintbrush.pointed": "🖌", "paintpalette": "🎨",
    "swatchpalette": "🎨", "scissors": "✂", "eraser": "⌫", "pencil.circle": "✎",
    "pencil.and.outline": "✎", "square.and.pencil.circle": "✎", "rectangle.and.pencil.and.ellipsis": "✎",
    "pencil.slash": "⊘", "trash.fill": "🗑", "trash.circle": "🗑", "trash.slash": "⊘",
    "magnifyingglass.circle": "🔍", "plus.magnifyingglass": "🔍", "minus.magnifyingglass": "🔍",
    "mappin.and.ellipse": "📍", "mappin.circle": "📍", "location.fill": "➤", "location.circle": "➤",
    "location.north": "⬆", "location.north.fill": "⬆", "signpost.right": "🪧",
    "binoculars": "🔭", "scope": "⌖", "safari": "🧭", "compass.drawing": "🧭",
    "house.circle": "⌂", "building": "🏢", "building.2": "🏢", "storefront": "🏪",
    "cart.fill": "🛒", "bag": "🛍", "bag.fill": "🛍", "basket": "🧺", "banknote": "💵",
    "wallet.pass": "🎫", "giftcard": "🎁", "tag.fill": "🏷", "barcode": "▥", "qrcode": "▦",
    "barcode.viewfinder": "▥", "qrcode.viewfinder": "▦", "viewfinder": "⌗",
    "alarm": "⏰", "alarm.fill": "⏰", "stopwatch": "⏱", "stopwatch.fill": "⏱", "hourglass": "⌛",
    "hourglass.bottomhalf.filled": "⏳", "hourglass.tophalf.filled": "⏳", "deskclock": "🕰",
    "clock.fill": "🕒", "clock.arrow.circlepath": "🕒", "calendar.circle": "📅",
    "key.fill": "🔑", "shield": "🛡", "shield.fill": "🛡", "checkmark.shield": "🛡",
    "faceid": "☺", "touchid": "◎", "hand.raised": "✋", "hand.raised.fill": "✋",
    "hand.wave": "👋", "hand.point.up": "👆", "hand.point.up.left": "👆", "hand.point.right": "👉",
    "hand.point.left": "👈", "hand.point.down": "👇", "hand.tap": "👆", "hands.clap": "👏",
    "hand.draw": "✍", "hand.thumbsup.fill": "👍", "hand.thumbsdown.fill": "👎",
    "gearshape.fill": "⚙", "gearshape.2": "⚙", "gearshape.2.fill": "⚙", "wrench": "🔧",
    "wrench.and.screwdriver": "🛠", "hammer": "🔨", "screwdriver": "🪛",
    "slider.horizontal.below.rectangle": "☰", "slider.vertical.3": "☰",
    "info.circle.fill": "ⓘ", "info.square": "ⓘ", "questionmark.circle.fill": "?",
    "exclamationmark.circle.fill": "!", "exclamationmark.bubble": "💬",
    "plus.square": "⊞", "plus.square.fill": "⊞", "minus.square": "⊟", "minus.square.fill": "⊟",
    "plus.app": "⊞", "plus.rectangle": "⊞", "divide": "÷", "equal": "=", "notequal": "≠",
    "lessthan": "<", "greaterthan": ">", "lessthanorequalto": "≤", "greaterthanorequalto": "≥",
    "plusminus": "±", "plus.forwardslash.minus": "±", "percent": "%", "function": "ƒ",
    "sum": "∑", "x.squareroot": "√", "infinity": "∞", "pi": "π", "number.circle": "#",
    "checkmark.seal": "✓", "checkmark.seal.fill": "✔", "checkmark.circle.badge.xmark": "✓",
    "book.closed": "📕", "book.closed.fill": "📕", "newspaper": "📰", "magazine": "📰",
    "graduationcap": "🎓", "backpack": "🎒", "pencil.and.ruler": "📐", "ruler": "📏",
    "bookmark": "🔖", "bookmark.fill": "🔖", "bookmark.circle": "🔖",
    "person.crop.circle": "👤", "person.crop.circle.fill": "👤", "person.circle.fill": "👤",
    "person.2.fill": "👥", "person.3.fill": "👥", "person.badge.plus": "👤",
    "person.crop.square": "👤", "person.text.rectangle": "🪪", "person.crop.rectangle": "🪪",
    "figure.walk": "🚶", "figure.run": "🏃", "figure.stand": "🧍", "figure.roll": "♿",
    "figure.wave": "🙋", "figure.pool.swim": "🏊", "figure.outdoor.cycle": "🚴",
    "figure.indoor.cycle": "🚴", "figure.yoga": "🧘", "figure.dance": "💃", "figure.hiking": "🥾",
    "figure.strengthtraining.traditional": "🏋", "figure.child": "🧒", "figure.2": "👥",
    "figure.2.and.child.holdinghands": "👪", "figure.and.child.holdinghands": "👪",
    "leaf": "🍃", "leaf.fill": "🍃", "tree": "🌳", "tree.fill": "🌳", "carrot": "🥕",
    "fork.knife": "🍴", "fork.knife.circle": "🍴", "cup.and.saucer": "☕", "mug": "☕",
    "wineglass": "🍷", "birthday.cake": "🎂", "takeoutbag.and.cup.and.straw": "🥤",
    "popcorn": "🍿", "fish": "🐟", "pawprint": "🐾", "hare": "🐇", "tortoise": "🐢", "bird": "🐦",
    "ant": "🐜", "ladybug": "🐞", "lizard": "🦎", "dog": "🐕", "cat": "🐈", "teddybear": "🧸",
    "soccerball": "⚽", "basketball": "🏀", "football": "🏈", "baseball": "⚾",
    "tennis.racket": "🎾", "tennisball": "🎾", "volleyball": "🏐", "trophy": "🏆", "medal": "🏅",
    "dumbbell": "🏋", "flag.checkered": "🏁", "sportscourt": "🏟", "figure.soccer": "⚽",
    "lightbulb": "💡", "lightbulb.fill": "💡", "lightbulb.slash": "⊘", "battery.100": "🔋",
    "battery.75": "🔋", "battery.50": "🔋", "battery.25": "🪫", "battery.0": "🪫",
    "battery.100percent": "🔋", "battery.0percent": "🪫", "powerplug": "🔌", "poweroutlet.type.a": "🔌",
    "bolt.fill": "⚡", "bolt.circle": "⚡", "bolt.slash": "⊘", "bolt.heart": "💓",
    "chart.bar.fill": "📊", "chart.bar.xaxis": "📊", "chart.pie": "◔", "chart.pie.fill": "◕",
    "chart.line.uptrend.xyaxis": "📈", "chart.line.downtrend.xyaxis": "📉",
    "chart.xyaxis.line": "📈", "chart.line.flattrend.xyaxis": "📈", "waveform.path.ecg": "💓",
    "heart.text.square": "♥", "heart.circle": "♥", "heart.circle.fill": "♥", "heart.slash": "⊘",
    "bolt.horizontal": "⚡", "cube.fill": "▣", "cube.box": "📦", "shippingbox.fill": "📦",
    "archivebox.fill": "🗃", "sparkle": "✦", "sparkles": "✨", "wand.and.stars": "✨",
    "wand.and.rays": "✨", "crown": "👑", "crown.fill": "👑", "diamond": "◇", "diamond.fill": "◆",
    "rosette": "🏵", "seal": "✺", "face.smiling": "☺", "face.smiling.inverse": "☻",
    "face.dashed": "☺", "brain": "🧠", "brain.head.profile": "🧠", "cross": "✚",
    "cross.fill": "✚", "cross.case": "⚕", "cross.case.fill": "⚕", "pills": "💊", "pill": "💊",
    "syringe": "💉", "bandage": "🩹", "staroflife": "✱", "stethoscope": "🩺", "lungs": "🫁",
    "tshirt": "👕", "shoe": "👟", "eyeglasses": "👓", "bed.double": "🛏", "sofa": "🛋",
    "chair": "🪑", "toilet": "🚽", "shower": "🚿", "bathtub": "🛁", "door.left.hand.open": "🚪",
    "door.right.hand.open": "🚪", "sunrise": "🌅", "sunset": "🌇", "sun.horizon": "🌅",
    "sun.min": "☼", "sun.max.fill": "☀", "sun.haze": "🌫", "sun.dust": "🌫", "moon.fill": "☾",
    "moon.stars": "☾", "moon.stars.fill": "☾", "moon.zzz": "☾", "moon.circle": "☾",
    "sparkles.rectangle.stack": "✨", "cloud.fill": "☁", "cloud.rain.fill": "🌧",
    "cloud.drizzle": "🌧", "cloud.heavyrain": "🌧", "cloud.snow": "🌨", "cloud.sleet": "🌨",
    "cloud.hail": "🌨", "cloud.bolt": "⛈", "cloud.bolt.rain": "⛈", "cloud.sun": "⛅",
    "cloud.sun.rain": "🌦", "cloud.moon": "☁", "cloud.moon.rain": "🌧", "cloud.fog": "🌫",
    "cloud.sun.bolt": "⛈", "cloud.moon.bolt": "⛈", "icloud": "☁", "snowflake": "❄",
    "wind": "🌬", "wind.snow": "🌨", "tornado": "🌪", "hurricane": "🌀", "tropicalstorm": "🌀",
    "umbrella": "☂", "umbrella.fill": "☂", "rainbow": "🌈", "thermometer": "🌡",
    "thermometer.sun": "🌡", "thermometer.snowflake": "🌡", "thermometer.medium": "🌡",
    "drop": "💧", "drop.fill": "💧", "humidity": "💧", "flame.fill": "🔥", "smoke": "🌫",
    "mountain.2": "⛰", "beach.umbrella": "⛱", "tent": "⛺", "water.waves": "🌊",
    "airplane": "✈", "airplane.departure": "🛫", "airplane.arrival": "🛬", "car": "🚗",
    "car.fill": "🚗", "bus": "🚌", "bus.fill": "🚌", "tram": "🚊", "tram.fill": "🚊",
    "train.side.front.car": "🚆", "bicycle": "🚲", "ferry": "⛴", "sailboat": "⛵",
    "fuelpump": "⛽", "fuelpump.fill": "⛽", "scooter": "🛴", "car.side": "🚗",
    "globe.americas": "🌎", "globe.europe.africa": "🌍", "globe.asia.australia": "🌏",
    "network": "🖧", "antenna.radiowaves.left.and.right": "📡", "dot.radiowaves.left.and.right": "📡",
    "cellularbars": "📶", "personalhotspot": "📡", "airplayaudio": "🔈", "airplayvideo": "▭",
    "iphone": "📱", "ipad": "▯", "ipad.landscape": "▭", "macbook": "💻", "laptopcomputer": "💻",
    "desktopcomputer": "🖥", "display": "🖥", "applewatch": "⌚", "airpods": "🎧",
    "homepod": "🔈", "printer": "🖨", "printer.fill": "🖨", "computermouse": "🖱",
    "gamecontroller": "🎮", "gamecontroller.fill": "🎮", "externaldrive": "🖴",
    "internaldrive": "🖴", "cpu": "▣", "memorychip": "▤", "server.rack": "▤", "opticaldisc": "💿",
    "app": "▢", "app.fill": "■", "apps.iphone": "▦", "square.grid.3x3": "▦",
    "square.grid.2x2.fill": "▦", "square.grid.3x2": "▦", "rectangle.grid.1x2": "◫",
    "rectangle.grid.2x2": "▦", "tablecells": "▦", "table": "▦", "sidebar.left": "◧",
    "sidebar.right": "◨", "sidebar.leading": "◧", "sidebar.trailing": "◨", "macwindow": "▭",
    "rectangle": "▭", "rectangle.fill": "▬", "rectangle.portrait": "▯",
    "rectangle.portrait.fill": "▮", "rectangle.stack": "❐", "rectangle.stack.fill": "❐",
    "rectangle.on.rectangle": "⧉", "rectangle.split.2x1": "◫", "rectangle.dashed": "⬚",
    "rectangle.portrait.and.arrow.right": "⇥", "rectangle.portrait.and.arrow.forward": "⇥",
    "square.stack": "❐", "square.stack.fill": "❐", "square.on.square": "⧉",
    "square.split.2x1": "◫", "square.dashed": "⬚", "square.and.arrow.up.fill": "⇪",
    "square.and.arrow.down.fill": "⇩", "square.and.arrow.up.on.square": "⇪",
    "circle.lefthalf.filled": "◐", "circle.righthalf.filled": "◑", "circle.tophalf.filled": "◓",
    "circle.bottomhalf.filled": "◒", "circle.dotted": "◌", "circle.dashed": "◌",
    "circle.circle": "◎", "circle.inset.filled": "◉", "smallcircle.filled.circle": "◉",
    "smallcircle.fill.circle": "◉", "circle.grid.2x2": "⁘", "circle.grid.3x3": "⁘",
    "circle.hexagongrid": "⬡", "hexagon": "⬡", "hexagon.fill": "⬢", "octagon": "⯃",
    "triangle": "△", "triangle.fill": "▲", "capsule": "⬭", "capsule.fill": "⬬", "oval": "⬭",
    "oval.fill": "⬬", "seal.fill": "✺", "shield.lefthalf.filled": "🛡",
    "dice": "⚄", "dice.fill": "⚄", "die.face.1": "⚀", "die.face.2": "⚁", "die.face.3": "⚂",
    "die.face.4": "⚃", "die.face.5": "⚄", "die.face.6": "⚅", "suit.heart": "♡",
    "suit.heart.fill": "♥", "suit.club": "♧", "suit.club.fill": "♣", "suit.spade": "♤",
    "suit.spade.fill": "♠", "suit.diamond": "♢", "suit.diamond.fill": "♦", "puzzlepiece": "🧩",
    "puzzlepiece.fill": "🧩", "atom": "⚛", "theatermasks": "🎭", "ticket": "🎫", "balloon": "🎈",
    "balloon.2": "🎈", "party.popper": "🎉", "nose": "👃", "mouth": "👄", "ear": "👂",
    "hand.raised.slash": "⊘", "lasso": "⌾", "crop": "⌗", "rotate.left": "⟲", "rotate.right": "⟳",
    "scribble": "✍", "signature": "✍", "cursorarrow": "➚", "cursorarrow.rays": "➚",
    "sos": "SOS", "a.magnify": "🔍", "text.magnifyingglass": "🔍",
    "doc.text.magnifyingglass": "🔍", "calendar.badge.plus": "📅", "calendar.badge.clock": "📅",
    "list.bullet.indent": "☰", "increase.indent": "⇥", "decrease.indent": "⇤",
    "text.quote": "❝", "quote.opening": "❝", "quote.closing": "❞", "paragraphsign": "¶",
    "textformat.alt": "Aa", "character": "A", "character.book.closed": "📖",
    "globe.badge.chevron.backward": "🌐", "safari.fill": "🧭", "flag.slash": "⊘",
    "envelope.arrow.triangle.branch": "✉", "envelope.circle": "✉", "phone.arrow.up.right": "✆",
    "person.crop.circle.badge.plus": "👤", "person.crop.circle.badge.checkmark": "👤",
    "person.fill.checkmark": "👤", "person.fill.xmark": "👤", "person.slash": "⊘",
    "star.leadinghalf.filled": "⯨", "star.slash": "⊘", "star.circle": "★", "star.circle.fill": "★",
    "heart.text.square.fill": "♥", "square.text.square": "▤", "text.document": "📄",
    "doc.badge.plus": "📄", "folder.circle": "📁", "externaldrive.fill": "🖴",
    "cloud.rain.circle": "🌧", "sun.max.circle": "☀", "moon.circle.fill": "☾",
    "lock.shield": "🔒", "lock.circle": "🔒", "lock.rectangle": "🔒", "lock.slash": "🔓",
    "key.horizontal": "🔑", "person.badge.key": "🔑", "bell.fill": "🔔", "bell.badge": "🔔",
    "bell.circle": "🔔", "bell.and.waves.left.and.right": "🔔",
}

# A glyph for the leading components of a name, longest match first.
BASE = {
    "button": "▭", "apple": "🍎", "characters": "Aa", "pedestrian": "🚶", "ipodshuffle": "▯",
    "blinds": "▤", "axel": "⚙", "airpod": "🎧", "airpodpro": "🎧", "earbud": "🎧", "pedal": "▭",
    "lines": "≡", "fluid": "💧", "airport": "📶", "xserve": "▤", "tire": "◎", "switch": "⏻",
    "simcard": "▯", "roman": "Ⅻ", "roller": "▭", "ring": "○", "righttriangle": "◺",
    "radiowaves": "📡", "pano": "▭", "paddleshifter": "⚙", "mirror": "▭", "logo": "◇",
    "ipodtouch": "▯", "horn": "📯", "hat": "🎩", "guidepoint": "⌖", "graph": "📈", "field": "▭",
    "entry": "⏎", "digitalcrown": "◉", "degreesign": "°", "cylinder": "⌭", "curtains": "▥",
    "circles": "○", "brakesignal": "⚠", "blood": "💧", "autostartstop": "Ⓐ", "audio": "🔈",
    "arkit": "▣", "append": "+", "accessibility": "♿", "abs": "Ⓐ", "wheelchair": "♿",
    "yieldsign": "▽", "wrongwaysign": "⛔", "waterbottle": "🍼", "warninglight": "⚠",
    "voiceover": "♿", "videoprojector": "📽", "translate": "文", "target": "◎",
    "testtube": "🧪", "stairs": "▟", "swift": "🐦", "tachometer": "◴", "zipper": "⫶",
    "person": "👤", "figure": "🚶", "car": "🚗", "suv": "🚙", "truck": "🚚", "convertible": "🚗",
    "carseat": "💺", "bus": "🚌", "tram": "🚊", "train": "🚆", "cablecar": "🚡", "ferry": "⛴",
    "sailboat": "⛵", "airplane": "✈", "bicycle": "🚲", "scooter": "🛴", "motorcycle": "🏍",
    "iphone": "📱", "ipad": "▯", "ipod": "▯", "macbook": "💻", "laptopcomputer": "💻",
    "desktopcomputer": "🖥", "display": "🖥", "pc": "🖥", "server": "▤", "macmini": "▭",
    "macpro": "▯", "macstudio": "▭", "applewatch": "⌚", "watch": "⌚", "airpods": "🎧",
    "airpodspro": "🎧", "airpodsmax": "🎧", "earbuds": "🎧", "beats": "🎧", "headphones": "🎧",
    "homepod": "🔈", "homepodmini": "🔈", "hifispeaker": "🔈", "appletv": "📺",
    "appletvremote": "▯", "tv": "📺", "airtag": "◎", "visionpro": "🥽", "vision": "🥽",
    "applepencil": "✎", "keyboard": "⌨", "computermouse": "🖱", "magicmouse": "🖱",
    "gamecontroller": "🎮", "arcade": "🕹", "dpad": "✚", "l": "L", "r": "R",
    "printer": "🖨", "scanner": "🖨", "faxmachine": "📠", "externaldrive": "🖴",
    "internaldrive": "🖴", "opticaldiscdrive": "💿", "cpu": "▣", "memorychip": "▤",
    "cable": "🔌", "powerplug": "🔌", "poweroutlet": "🔌", "powercord": "🔌",
    "battery": "🔋", "batteryblock": "🔋", "bolt": "⚡", "lightbulb": "💡", "light": "💡",
    "lamp": "💡", "lightswitch": "⏻", "flashlight": "🔦", "fan": "✣", "heater": "♨",
    "heat": "♨", "humidifier": "💧", "dehumidifier": "💧", "air": "≋", "aqi": "≋",
    "washer": "◙", "dryer": "◙", "dishwasher": "◙", "refrigerator": "▯", "oven": "▭",
    "stove": "▭", "microwave": "▭", "sink": "🚰", "toilet": "🚽", "shower": "🚿",
    "bathtub": "🛁", "bed": "🛏", "sofa": "🛋", "chair": "🪑", "table": "▦", "door": "🚪",
    "window": "▦", "house": "⌂", "building": "🏢", "storefront": "🏪", "tent": "⛺",
    "cloud": "☁", "icloud": "☁", "sun": "☀", "moon": "☾", "moonphase": "🌓",
    "sparkle": "✦", "sparkles": "✨", "star": "☆", "snowflake": "❄", "wind": "🌬",
    "tornado": "🌪", "hurricane": "🌀", "tropicalstorm": "🌀", "thermometer": "🌡",
    "drop": "💧", "flame": "🔥", "smoke": "🌫", "umbrella": "☂", "rainbow": "🌈",
    "water": "🌊", "mountain": "⛰", "leaf": "🍃", "tree": "🌳", "camera": "📷",
    "video": "📹", "photo": "🖼", "film": "🎞", "livephoto": "◎", "play": "▶", "pause": "⏸",
    "stop": "■", "record": "⏺", "forward": "⏩", "backward": "⏪", "goforward": "↻",
    "gobackward": "↺", "shuffle": "🔀", "repeat": "🔁", "music": "♪", "speaker": "🔈",
    "volume": "🔈", "mic": "🎤", "microphone": "🎤", "waveform": "〰", "radio": "📻",
    "guitars": "🎸", "pianokeys": "🎹", "metronome": "⏱", "phone": "✆", "teletype": "✆",
    "message": "💬", "bubble": "💬", "envelope": "✉", "mail": "✉", "paperplane": "➤",
    "tray": "📥", "archivebox": "🗃", "folder": "📁", "doc": "📄", "document": "📄",
    "note": "📝", "list": "☰", "checklist": "☑", "text": "☰", "textformat": "Aa",
    "character": "A", "richtext": "📄", "book": "📖", "books": "📚", "magazine": "📰",
    "newspaper": "📰", "bookmark": "🔖", "graduationcap": "🎓", "backpack": "🎒",
    "pencil": "✎", "square.and.pencil": "✎", "highlighter": "🖍", "paintbrush": "🖌",
    "paintpalette": "🎨", "eyedropper": "💉", "scissors": "✂", "eraser": "⌫", "trash": "🗑",
    "paperclip": "📎", "link": "🔗", "ruler": "📏", "magnifyingglass": "🔍", "lock": "🔒",
    "key": "🔑", "shield": "🛡", "checkmark": "✓", "xmark": "✕", "plus": "+", "minus": "−",
    "multiply": "×", "divide": "÷", "equal": "=", "number": "#", "percent": "%",
    "exclamationmark": "!", "questionmark": "?", "info": "ⓘ", "at": "@", "hand": "✋",
    "hands": "👏", "gear": "⚙", "gearshape": "⚙", "wrench": "🔧", "hammer": "🔨",
    "screwdriver": "🪛", "slider": "☰", "dial": "◴", "gauge": "◴", "speedometer": "◴",
    "timer": "⏲", "clock": "🕒", "alarm": "⏰", "stopwatch": "⏱", "hourglass": "⌛",
    "calendar": "📅", "deskclock": "🕰", "bell": "🔔", "flag": "⚑", "tag": "🏷", "pin": "📌",
    "mappin": "📍", "map": "🗺", "location": "➤", "signpost": "🪧", "globe": "🌐",
    "network": "🖧", "wifi": "📶", "antenna": "📡", "dot": "·", "cellularbars": "📶",
    "personalhotspot": "📡", "airplay": "▭", "chart": "📊", "cube": "▣", "shippingbox": "📦",
    "box": "📦", "cart": "🛒", "bag": "🛍", "basket": "🧺", "creditcard": "💳", "banknote": "💵",
    "wallet": "👛", "giftcard": "🎁", "gift": "🎁", "barcode": "▥", "qrcode": "▦",
    "heart": "♡", "suit": "♠", "die": "⚄", "dice": "⚄", "puzzlepiece": "🧩",
    "gamecontroller.fill": "🎮", "trophy": "🏆", "medal": "🏅", "rosette": "🏵",
    "crown": "👑", "diamond": "◇", "seal": "✺", "face": "☺", "brain": "🧠", "eye": "👁",
    "eyes": "👀", "ear": "👂", "nose": "👃", "mouth": "👄", "lungs": "🫁", "cross": "✚",
    "pills": "💊", "pill": "💊", "syringe": "💉", "bandage": "🩹", "staroflife": "✱",
    "stethoscope": "🩺", "allergens": "✿", "facemask": "😷", "tshirt": "👕", "shoe": "👟",
    "shoeprints": "👣", "eyeglasses": "👓", "sunglasses": "🕶", "jacket": "🧥", "coat": "🧥",
    "handbag": "👜", "suitcase": "🧳", "briefcase": "💼", "fork": "🍴", "cup": "☕",
    "mug": "☕", "wineglass": "🍷", "birthday": "🎂", "takeoutbag": "🥡", "popcorn": "🍿",
    "carrot": "🥕", "fish": "🐟", "pawprint": "🐾", "hare": "🐇", "tortoise": "🐢",
    "bird": "🐦", "ant": "🐜", "ladybug": "🐞", "lizard": "🦎", "dog": "🐕", "cat": "🐈",
    "teddybear": "🧸", "soccerball": "⚽", "basketball": "🏀", "football": "🏈",
    "baseball": "⚾", "tennis": "🎾", "tennisball": "🎾", "volleyball": "🏐", "cricket": "🏏",
    "hockey": "🏒", "sportscourt": "🏟", "dumbbell": "🏋", "skis": "🎿", "snowboard": "🏂",
    "surfboard": "🏄", "skateboard": "🛹", "figure.run": "🏃", "american": "🏈",
    "rugbyball": "🏉", "golf": "⛳", "bowling": "🎳", "theatermasks": "🎭", "ticket": "🎫",
    "balloon": "🎈", "party": "🎉", "atom": "⚛", "command": "⌘", "option": "⌥", "shift": "⇧",
    "control": "⌃", "capslock": "⇪", "escape": "⎋", "delete": "⌫", "return": "⏎",
    "power": "⏻", "restart": "↻", "sleep": "⏾", "zzz": "💤", "terminal": ">_",
    "curlybraces": "{}", "function": "ƒ", "sum": "∑", "infinity": "∞", "pi": "π",
    "app": "▢", "apps": "▦", "square": "☐", "circle": "○", "rectangle": "▭", "capsule": "⬭",
    "oval": "⬭", "triangle": "△", "hexagon": "⬡", "pentagon": "⬠", "octagon": "⯃",
    "seal.fill": "✺", "squareshape": "☐", "circlebadge": "●", "smallcircle": "∘",
    "largecircle": "○", "sidebar": "◧", "macwindow": "▭", "menubar": "▭", "dock": "▭",
    "uiwindow": "▭", "inset": "▭", "platter": "▭", "widget": "▦", "square.grid": "▦",
    "rectangle.grid": "▦", "circle.grid": "⁘", "tablecells": "▦", "viewfinder": "⌗",
    "scope": "⌖", "binoculars": "🔭", "safari": "🧭", "compass": "🧭", "lasso": "⌾",
    "crop": "⌗", "rotate": "⟳", "scribble": "✍", "signature": "✍", "cursorarrow": "➚",
    "pointer": "➚", "hand.point": "👉", "wand": "✨", "party.popper": "🎉",
    "align": "☰", "distribute": "☰", "arrow": "→", "arrowshape": "⇨", "arrowtriangle": "▷",
    "arrowkeys": "✚", "chevron": "›", "ellipsis": "…", "line": "≡", "filemenu": "☰",
    "contextualmenu": "☰", "rectangle.portrait": "▯", "memories": "↻", "pip": "⧉",
    "square.on.square": "⧉", "rectangle.on.rectangle": "⧉", "doc.on.doc": "⧉",
    "rectangle.stack": "❐", "square.stack": "❐", "questionmark.app": "?",
    "ev": "🔌", "fuelpump": "⛽", "steeringwheel": "☸", "windshield": "▭", "headlight": "💡",
    "engine": "⚙", "axle": "⚙", "tow": "🚚", "parkingsign": "🅿", "road": "🛣",
    "sos": "SOS", "staroflife.fill": "✱", "microbe": "🦠", "leaf.arrow": "♻", "recycle": "♻",
    "laurel": "🏅", "medical": "⚕", "hearingdevice": "👂", "hearingaid": "👂",
    "figure.2": "👥", "sensor": "◎", "lightspectrum": "🌈", "tuningfork": "⑂",
    "water.waves": "🌊", "beach": "⛱", "carbon": "●", "hydrogen": "H", "compass.drawing": "🧭",
    "robotic": "🤖", "cat.fill": "🐈", "camera.macro": "🌷", "camera.filters": "◎",
    "swatchpalette": "🎨", "shippingbox.fill": "📦", "case": "💼", "latch": "🔒",
    "exclamationmark.lock": "🔒", "touchid": "◎", "faceid": "☺", "opticid": "👁",
    "person.badge": "👤", "mustache": "👨", "eyebrow": "👁", "mouth.fill": "👄",
    "hare.fill": "🐇", "fossil": "🦴", "bolt.car": "🚗", "fireplace": "🔥", "frying": "🍳",
    "cooktop": "▭", "spigot": "🚰", "pipe": "⫴", "sprinkler": "💧", "stroller": "🛒",
    "bag.fill": "🛍", "basket.fill": "🧺", "trophy.fill": "🏆", "teletype.answer": "✆",
    "wonsign": "₩", "textbox": "▭", "numbers": "123", "abc": "abc", "ladybug.fill": "🐞",
    "checkerboard": "▦", "grid": "▦", "slowmo": "◌", "timelapse": "◌", "hexagon.fill": "⬢",
    "burn": "🔥", "burst": "✺", "eye.trianglebadge": "👁", "lock.open": "🔓",
    "battery.0": "🪫", "wave": "〰", "point": "·", "skew": "▱", "perspective": "▱",
    "selection": "⬚", "dots": "⁘", "grid.circle": "⁘", "circle.dotted": "◌",
}

# Currency signs, by the word before `sign`.
CURRENCY = {
    "dollarsign": "$", "eurosign": "€", "sterlingsign": "£", "yensign": "¥", "wonsign": "₩",
    "rublesign": "₽", "rupeesign": "₨", "indianrupeesign": "₹", "bitcoinsign": "₿",
    "lirasign": "₤", "turkishlirasign": "₺", "francsign": "₣", "pesosign": "₱",
    "pesetasign": "₧", "nairasign": "₦", "shekelsign": "₪", "sheqelsign": "₪", "dongsign": "₫",
    "kipsign": "₭", "tugriksign": "₮", "hryvniasign": "₴", "cedisign": "₵", "tengesign": "₸",
    "larisign": "₾", "manatsign": "₼", "bahtsign": "฿", "centsign": "¢", "coloncurrencysign": "₡",
    "cruzeirosign": "₢", "guaranisign": "₲", "australsign": "₳", "millsign": "₥",
    "florinsign": "ƒ", "eurozonesign": "₠", "chineseyuanrenminbisign": "¥",
    "brazilianrealsign": "R$", "polishzlotysign": "zł", "australiandollarsign": "$",
    "singaporedollarsign": "$", "swedishkronasign": "kr", "norwegiankronesign": "kr",
    "danishkronesign": "kr", "malaysianringgitsign": "RM", "peruviansolessign": "S/",
    "euro": "€",
}

FILLED = {"☆": "★", "♡": "♥", "○": "●", "☐": "■", "□": "■", "△": "▲", "▽": "▼", "◁": "◀",
          "▷": "▶", "◇": "◆", "⚐": "⚑", "✓": "✔", "▭": "▬", "▯": "▮", "⬡": "⬢", "⬭": "⬬",
          "♧": "♣", "♤": "♠", "♢": "♦", "☺": "☻", "∘": "•", "⇨": "➡", "◎": "◉"}
SLASHED = {"🔔": "🔕", "🔈": "🔇", "🔉": "🔇", "🔊": "🔇", "🔒": "🔓", "👁": "◌"}

CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳㉑㉒㉓㉔㉕㉖㉗㉘㉙㉚㉛㉜㉝㉞㉟㊱㊲㊳㊴㊵㊶㊷㊸㊹㊺㊻㊼㊽㊾㊿"
CIRCLED_FILLED = "⓿❶❷❸❹❺❻❼❽❾❿⓫⓬⓭⓮⓯⓰⓱⓲⓳⓴"
KEYCAPS = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

DIRECTIONS = {
    ("up",): "↑", ("down",): "↓", ("left",): "←", ("right",): "→", ("forward",): "→",
    ("backward",): "←", ("up", "right"): "↗", ("up", "left"): "↖", ("down", "right"): "↘",
    ("down", "left"): "↙", ("up", "forward"): "↗", ("up", "backward"): "↖",
    ("down", "forward"): "↘", ("down", "backward"): "↙", ("up", "and", "down"): "↕",
    ("left", "and", "right"): "↔", ("clockwise",): "↻", ("counterclockwise",): "↺",
}
TRIANGLES = {"up": "△", "down": "▽", "left": "◁", "right": "▷", "forward": "▷", "backward": "◁"}
SHAPES = {"up": "⇧", "down": "⇩", "left": "⇦", "right": "⇨", "forward": "⇨", "backward": "⇦"}
CHEVRONS = {"up": "⌃", "down": "⌄", "left": "‹", "right": "›", "forward": "›", "backward": "‹"}


def direction(tokens):
    words = [t for t in tokens if t in ("up", "down", "left", "right", "forward", "backward",
                                        "and", "clockwise", "counterclockwise")]
    for length in (3, 2, 1):
        for i in range(len(words) - length + 1):
            key = tuple(words[i:i + length])
            if key in DIRECTIONS:
                return DIRECTIONS[key]
    return None


def glyph_for(name):
    if name in EXACT:
        return EXACT[name]
    tokens = name.split(".")
    # Badges and the like decorate what carries them: drop them before matching.
    core = []
    for t in tokens:
        if t in ("badge", "trianglebadge"):
            break
        core.append(t)
    fill = "fill" in tokens or "filled" in tokens
    slash = "slash" in core
    first = tokens[0]
    glyph = None
    if first.isdigit():
        n = int(first)
        if "circle" in tokens:
            if fill and n < len(CIRCLED_FILLED):
                return CIRCLED_FILLED[n]
            if n < len(CIRCLED):
                return CIRCLED[n]
        if "square" in tokens and n < len(KEYCAPS):
            return KEYCAPS[n]
        return first
    if len(first) == 1 and first.isalpha() and len(tokens) > 1 and tokens[1] in ("circle", "square", "rectangle", "app"):
        letter = first.lower()
        offset = ord(letter) - ord("a")
        if tokens[1] == "circle":
            return chr(0x1F150 + offset) if fill else chr(0x24D0 + offset)
        return chr(0x1F170 + offset) if fill else chr(0x1F130 + offset)
    if first in CURRENCY:
        return CURRENCY[first]
    if first in ("arrow", "arrowshape", "arrowtriangle", "chevron"):
        rest = core[1:]
        if first == "arrow" and ("clockwise" in rest or "counterclockwise" in rest or "circlepath" in rest):
            glyph = "↺" if "counterclockwise" in rest else "↻"
        else:
            d = next((t for t in rest if t in TRIANGLES), None)
            if first == "arrowtriangle" and d:
                glyph = TRIANGLES[d]
            elif first == "arrowshape" and d:
                glyph = SHAPES[d]
            elif first == "chevron" and d:
                glyph = CHEVRONS[d]
            else:
                glyph = direction(rest)
    if glyph is None:
        for length in range(len(core), 0, -1):
            key = ".".join(core[:length])
            if key in EXACT:
                glyph = EXACT[key]
                break
            if key in BASE:
                glyph = BASE[key]
                break
    if glyph is None:
        # A name whose first word is a shape or a frame (`square.and.arrow.up`, `rectangle.…`)
        # and whatever else: the first component that has a glyph.
        for t in core[1:]:
            if t in BASE:
                glyph = BASE[t]
                break
    if glyph is None:
        glyph = "◇"
    if fill:
        glyph = FILLED.get(glyph, glyph)
    if slash:
        glyph = SLASHED.get(glyph, "⊘")
    return glyph


def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    names = {}
    version = None
    for line in text.splitlines():
        m = re.match(r"export type SFSymbols(\d+)_(\d+) =", line)
        if m:
            version = f"{m.group(1)}.{m.group(2)}"
            continue
        m = re.match(r"\s*\| '([^']+)'", line)
        if m and version and m.group(1) not in names:
            names[m.group(1)] = version
    for name in EXACT:
        if name not in names and not name.startswith(("mail", "stop", "pin", "note", "timer")):
            print(f"note: hand-tuned name not in the list: {name}", file=sys.stderr)
    rows = []
    for name in sorted(names):
        glyph = glyph_for(name)
        assert " " not in glyph and "\n" not in glyph and "\\" not in glyph
        rows.append(f"{name} {glyph} {names[name]}")
    print("// Generated by Scripts/generate-symbol-table.py from the SF Symbols name list")
    print("// (github.com/nandorojo/sf-symbols-typescript, dist/index.d.ts, MIT); do not edit.")
    print("// One line per name: the name, its terminal glyph, the SF Symbols release that added it.")
    print()
    print("extension SymbolGlyphs {")
    print(f"  /// Every SF Symbols name ({len(rows)}), its glyph and the release that added it.")
    print('  package static let source = """')
    for row in rows:
        print("    " + row)
    print('    """')
    print("}")


if __name__ == "__main__":
    main()
