//
//  TrailDetailView.swift
//  Trailhead
//

import SwiftUI
import UIKit

struct TrailDetailView: View {
    @Environment(TrailStore.self) private var store
    let trailID: Trail.ID
    @State private var copied = false

    var body: some View {
        if let trail = store.trail(withID: trailID) {
            Form {
                Section("Route") {
                    LabeledContent("Region", value: trail.region)
                    LabeledContent("Length", value: "\(String(format: "%.1f", trail.lengthKm)) km")
                    LabeledContent("Climb", value: "\(trail.climbMeters) m")
                    LabeledContent("Difficulty", value: trail.difficulty.rawValue)
                }
                Section {
                    Button(trail.isFavorite ? "Remove from favorites" : "Add to favorites") {
                        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                        store.toggleFavorite(trail)
                    }
                    Button(copied ? "Link copied" : "Copy link") {
                        UIPasteboard.general.string = trail.link.absoluteString
                        UINotificationFeedbackGenerator().notificationOccurred(.success)
                        copied = true
                    }
                }
                Section("Device") {
                    Text("Screen \(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height)) pt on \(UIDevice.current.systemName)")
                        .foregroundStyle(Color(uiColor: .secondaryLabel))
                }
            }
            .navigationTitle(trail.name)
        } else {
            ContentUnavailableView("No Trail", systemImage: "map")
        }
    }
}
