//
//  Trail.swift
//  Trailhead
//

import Foundation

struct Trail: Identifiable, Hashable, Codable {
    enum Difficulty: String, CaseIterable, Codable, Identifiable {
        case easy = "Easy"
        case moderate = "Moderate"
        case hard = "Hard"

        var id: String { rawValue }
    }

    var id = UUID()
    var name: String
    var region: String
    var lengthKm: Double
    var climbMeters: Int
    var difficulty: Difficulty
    var isFavorite = false

    var link: URL {
        URL(string: "https://trails.example.com/\(name.lowercased().replacingOccurrences(of: " ", with: "-"))")!
    }

    static let samples: [Trail] = [
        Trail(name: "Lakeside Loop", region: "Northshore", lengthKm: 4.2, climbMeters: 60, difficulty: .easy),
        Trail(name: "Fern Gully", region: "Cascade Valley", lengthKm: 7.8, climbMeters: 310, difficulty: .moderate),
        Trail(name: "Eagle Ridge", region: "High Sierra", lengthKm: 12.5, climbMeters: 940, difficulty: .hard),
        Trail(name: "Old Mill Path", region: "Northshore", lengthKm: 3.1, climbMeters: 25, difficulty: .easy),
        Trail(name: "Summit Traverse", region: "High Sierra", lengthKm: 18.0, climbMeters: 1420, difficulty: .hard),
    ]
}
